import { countLicenses, type LicensePerson } from '@eos/domain';

export interface LicenseCounts {
  paid: number;
  free: number;
  total: number;
  /** True when more people exist than the table loaded: the counts still cover all of them. */
  beyondLoaded: boolean;
}

/**
 * The paid and free counts of the License tab (001 §6, 002 §6, countLicenses). Over the people loaded
 * (the first 300 by first name, 002 §7) when that is everyone. With more people than that, the paid
 * ones are all among the licensed (GET org/paid-users lists every one of them), and everyone else is
 * free: the counts then cover the whole organization, not just the loaded rows. Null while the
 * licensed people needed for that are still loading.
 */
export function licenseCounts(
  loaded: readonly LicensePerson[],
  totalCount: number,
  freeDomains: readonly string[],
  licensed: readonly LicensePerson[] | undefined,
): LicenseCounts | null {
  if (loaded.length >= totalCount) {
    const { paid, free } = countLicenses(loaded, freeDomains);
    return { paid, free, total: loaded.length, beyondLoaded: false };
  }
  if (!licensed) return null;
  const { paid } = countLicenses(licensed, freeDomains);
  return { paid, free: totalCount - paid, total: totalCount, beyondLoaded: true };
}
