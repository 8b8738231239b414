import { type ChatCitation, formatGoal, formatMeasuredValue, meetsGoal, type ScorecardGrid } from '@eos/domain';
import { z } from 'zod';
import { type MeetingRow, searchMeetings } from '../../meetings/repository.ts';
import { readScorecardGrid } from '../../scorecard/grid-read.ts';
import { citation, meetingUrl } from '../links.ts';
import { meetingsNamed, searchRequest, Words } from './resolve.ts';
import { chatTool, type ToolContext } from './tool.ts';

/** The meetings whose Scorecards to read: the one named, else the person's own, else the organization's. */
async function meetingsToRead(ctx: ToolContext, meeting: string | undefined): Promise<MeetingRow[]> {
  if (meeting) return meetingsNamed(ctx, meeting);
  const { orgId, personId } = ctx.member;
  for (const only of ['mine', 'all'] as const) {
    const page = await searchMeetings(ctx.db, { orgId, personId, only }, searchRequest({}, 5));
    if (page.items.length > 0) return page.items;
  }
  return [];
}

/** One measurable as the model reads it: the goal and the weeks' numbers as the grid shows them, on or off track. */
function describe(m: ScorecardGrid['measurables'][number], intervals: string[]) {
  const byWeek = new Map(m.values.map((v) => [v.intervalId, v.value]));
  const weeks = intervals.map((week) => {
    const value = byWeek.get(week);
    if (value === undefined) return { week, value: null, onTrack: null };
    return { week, value: formatMeasuredValue(value, m), onTrack: meetsGoal(value, m.goalValue, m.comparison) };
  });
  const latest = [...weeks].reverse().find((w) => w.value !== null);
  return {
    id: m.id,
    title: m.title,
    owner: m.owner ? `${m.owner.firstName} ${m.owner.lastName}`.trim() : null,
    goal: formatGoal(m.goalValue, m.comparison, m),
    latest: latest ?? null,
    weeks,
  };
}

export const scorecardTool = chatTool({
  name: 'get_scorecard',
  description:
    "A meeting's Scorecard: each measurable with its owner, goal and weekly numbers over the last weeks, each week on track (meets the goal) or off track. Without a meeting: the Scorecards of the person's meetings.",
  args: z.object({
    meeting: Words.optional().describe("A meeting's title or id"),
    weeks: z.number().int().min(1).max(13).default(4).describe('How many recent weeks'),
  }),
  async run(ctx, { meeting, weeks }) {
    const meetings = (await meetingsToRead(ctx, meeting)).filter((m) => m.scorecardId);
    const found: ChatCitation[] = [];
    const scorecards = [];
    for (const row of meetings) {
      const grid = await readScorecardGrid(ctx.db, ctx.member, row.scorecardId as string, { end: ctx.today, weeks });
      const url = meetingUrl(row);
      found.push(...grid.measurables.map((m) => citation('measurable', m.id, m.title, url)));
      scorecards.push({ meeting: row.title, measurables: grid.measurables.map((m) => describe(m, grid.intervals)) });
    }
    return { data: { scorecards }, found };
  },
});
