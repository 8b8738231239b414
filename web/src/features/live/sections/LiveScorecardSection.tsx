import { useCallback } from 'react';
import { AddAsIssueOverride } from '../../scorecard/addAsIssueOverride';
import { ScorecardSection } from '../../scorecard/ScorecardSection';
import type { GridMeasurable } from '../../scorecard/scorecardApi';
import { useAddAsIssue } from '../items/useAddAsIssue';

/** The meeting's Scorecard, whose 'Add as issue' goes through the hub (everyone gets the toast). */
export function LiveScorecardSection({ meetingId }: { meetingId: string }) {
  const { add } = useAddAsIssue();
  const addAsIssue = useCallback(
    async (measurable: GridMeasurable) => {
      await add('measurable', measurable.id);
    },
    [add],
  );
  return (
    <AddAsIssueOverride.Provider value={addAsIssue}>
      <ScorecardSection tractionId={meetingId} />
    </AddAsIssueOverride.Provider>
  );
}
