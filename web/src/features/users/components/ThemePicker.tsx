import { type Theme, Themes } from '@eos/domain';
import { Input, SegmentedControl } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';

/** The theme applies at once: it is saved for the current org and the session reload repaints. */
export function ThemePicker() {
  const { t } = useTranslation();
  const { session, user } = useShellContext();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (theme: Theme) => api.put(`user/theme/${session.orgId}/${theme}`, {}, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    onError: showSaveError,
  });
  return (
    <Input.Wrapper label={t('THEME')} description={session.orgId ? undefined : t('THEME_NEEDS_ORG')}>
      <SegmentedControl
        display="flex"
        mt={4}
        value={save.isPending && save.variables ? save.variables : user.theme}
        onChange={(value) => save.mutate(value as Theme)}
        disabled={!session.orgId}
        data={Themes.map((theme) => ({ value: theme, label: t(`THEME_${theme.toUpperCase()}`) }))}
      />
    </Input.Wrapper>
  );
}
