import type { Meeting } from '@eos/domain';
import { z } from 'zod';
import { listSessions } from '../../meetings/history-repository.ts';
import { presentMeeting, presentSession } from '../../meetings/presenter.ts';
import { searchMeetings } from '../../meetings/repository.ts';
import { loadMeetingViews } from '../../meetings/views.ts';
import { citation, meetingUrl } from '../links.ts';
import { Limit, meetingsNamed, searchRequest, Words } from './resolve.ts';
import { chatTool } from './tool.ts';

// The meeting lists (POST my-meetings, meetings/search/detail) and a meeting's history (GET
// meeting/{id}/history), through the same repository, views and presenters.

const name = (p: Meeting['owner']) => (p ? `${p.firstName} ${p.lastName}`.trim() : null);

export const listMeetingsTool = chatTool({
  name: 'list_meetings',
  description:
    "The organization's meetings: title, cadence, next date, owner and attendees. 'mine' (default): the ones the person owns or attends; 'all': every meeting.",
  args: z.object({
    scope: z.enum(['mine', 'all']).default('mine'),
    text: Words.optional().describe('Words in the title'),
    limit: Limit,
  }),
  async run({ db, member }, { scope, text, limit }) {
    const page = await searchMeetings(
      db,
      { orgId: member.orgId, personId: member.personId, only: scope },
      searchRequest(text ? { 'text-search': [text] } : {}, limit),
    );
    const now = new Date();
    const meetings = (await loadMeetingViews(db, member, page.items)).map((v) => presentMeeting(v, member, now));
    return {
      data: {
        meetings: meetings.map((m) => ({
          id: m.id,
          title: m.title,
          cadence: m.cadence,
          nextDate: m.nextDate,
          timeZone: m.timeZone,
          status: m.status,
          isLeadershipTeam: m.isLT,
          owner: name(m.owner),
          attendees: m.invitees.map(name),
        })),
        totalCount: page.totalCount,
      },
      found: page.items.map((row) => citation('meeting', row.id, row.title, meetingUrl(row))),
    };
  },
});

export const meetingHistoryTool = chatTool({
  name: 'get_meeting_history',
  description:
    "A meeting's past sessions, newest first: when, how long, the average rating, and what was done in it (To-Dos added and completed, Issues solved, Headlines reviewed, attendees' ratings).",
  args: z.object({
    meeting: Words.describe("The meeting's title or id (from list_meetings)"),
    limit: z.number().int().min(1).max(20).default(5),
  }),
  async run(ctx, { meeting, limit }) {
    const [row] = await meetingsNamed(ctx, meeting);
    if (!row) return { data: { sessions: [] }, found: [] };
    const sessions = (await listSessions(ctx.db, ctx.member.orgId, row.id)).slice(0, limit).map(presentSession);
    return {
      data: {
        meeting: row.title,
        sessions: sessions.map(({ id: _id, summary, ...session }) => ({
          ...session,
          attendees: summary?.attendees.map((a) => ({ name: `${a.firstName} ${a.lastName}`, rating: a.rating })),
          addedTodos: summary?.addedTodos.map((i) => i.title),
          completedTodos: summary?.completedTodos.map((i) => i.title),
          solvedIssues: summary?.solvedIssues.map((i) => i.title),
          reviewedHeadlines: summary?.reviewedHeadlines.map((i) => i.title),
        })),
      },
      found: [
        citation('meeting', row.id, row.title, meetingUrl(row, 'meetinghistory')),
        ...sessions.map((s) => citation('meeting', s.id, `${row.title} #${s.sessionNumber}`, meetingUrl(row, s.id))),
      ],
    };
  },
});
