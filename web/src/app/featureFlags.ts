import { FEATURE_FLAG_DEFAULTS, type FeatureFlag, type FeatureFlags } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/keys';
import i18n from './i18n';
import { showWarning } from './toasts';

async function fetchFeatureFlags(): Promise<FeatureFlags> {
  try {
    const flags = await api.get<Partial<FeatureFlags>>('app-configuration/feature-flags', { quiet: true });
    return { ...FEATURE_FLAG_DEFAULTS, ...flags };
  } catch {
    // 002 §8: a failed load is told once and the spec's defaults apply.
    showWarning(i18n.t('FEATURE_FLAGS_FAILED'));
    return { ...FEATURE_FLAG_DEFAULTS };
  }
}

/** The flag map: defaults until loaded (so nothing waits on it), then the server's answer. */
export function useFeatureFlags(): { flags: FeatureFlags; isLoading: boolean } {
  const query = useQuery({ queryKey: queryKeys.featureFlags, queryFn: fetchFeatureFlags, staleTime: Infinity });
  return { flags: query.data ?? { ...FEATURE_FLAG_DEFAULTS }, isLoading: query.isLoading };
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useFeatureFlags().flags[flag];
}
