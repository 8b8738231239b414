import type { IdsStatus } from '@eos/domain';

/** Each IDS phase's name on screen. */
export const IDS_PHASE_LABEL: Record<IdsStatus, string> = {
  Reviewing: 'LIVE_IDS_REVIEWING',
  Prioritizing: 'LIVE_IDS_PRIORITIZING',
  ReadyToDiscuss: 'LIVE_IDS_READY',
  DiscussSolve: 'LIVE_IDS_DISCUSSING',
  IssuesDiscussed: 'LIVE_IDS_DISCUSSED',
  Complete: 'LIVE_IDS_COMPLETE',
};

/** The phases in which the focus issues are picked. */
export function isPicking(status: IdsStatus): boolean {
  return status === 'Prioritizing' || status === 'ReadyToDiscuss';
}

/** The phases after the discussion, from which the team can prioritize again. */
export function isDone(status: IdsStatus): boolean {
  return status === 'IssuesDiscussed' || status === 'Complete';
}
