import type { Traction } from '@eos/domain';
import { Stack } from '@mantine/core';
import { LongTermIssues } from './LongTermIssues';
import { TractionPlans } from './TractionPlans';

/**
 * The traction page of the paper V/TO: the 1-year plan beside the quarter's Rocks, the issues list
 * below them; one column on a phone.
 */
export function TractionSide({ traction }: { traction: Traction }) {
  const issues = traction.longTermIssueList.issues;
  return (
    <Stack gap="md">
      <TractionPlans traction={traction} />
      <LongTermIssues issues={issues} />
    </Stack>
  );
}
