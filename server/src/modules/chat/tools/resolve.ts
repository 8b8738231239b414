import { Id, isSafeText, M, SearchRequest } from '@eos/domain';
import { z } from 'zod';
import { findMeeting, type MeetingRow, searchMeetings } from '../../meetings/repository.ts';
import { searchPeople } from '../../people/repository.ts';
import type { ToolContext } from './tool.ts';

/** A tool's refusal, told to the model as the tool's answer (a name that matches nobody, say). */
export class ToolRefusal extends Error {}

/** Words the model fills in: trimmed, at most 100 characters, safe text. */
export const Words = z.string().trim().min(1).max(100).refine(isSafeText, { error: M.invalid });
export const Limit = z.number().int().min(1).max(50).default(20);

/** The API's own search request, checked by its contract before the repository reads with it. */
export const searchRequest = (filters: Record<string, string[]>, endIndex: number) =>
  SearchRequest.parse({ startIndex: 0, endIndex, includeTotalCount: true, filters });

/** 'me', or the people of the caller's organization whose name (or email) holds the words. */
export async function ownerIds(ctx: ToolContext, owner: string): Promise<string[]> {
  if (owner.toLowerCase() === 'me') return [ctx.member.personId];
  const page = await searchPeople(ctx.db, ctx.member.orgId, searchRequest({ 'text-search': [owner] }, 10));
  if (page.items.length === 0) throw new ToolRefusal(`No one in the organization is named "${owner}".`);
  return page.items.map((p) => p.id);
}

/** The meetings of the caller's organization with that id, or whose title holds the words. */
export async function meetingsNamed(ctx: ToolContext, meeting: string): Promise<MeetingRow[]> {
  const { orgId, personId } = ctx.member;
  if (Id.safeParse(meeting).success) {
    const row = await findMeeting(ctx.db, orgId, meeting);
    if (row) return [row];
  } else {
    const page = await searchMeetings(
      ctx.db,
      { orgId, personId, only: 'all' },
      searchRequest({ 'text-search': [meeting] }, 10),
    );
    if (page.items.length > 0) return page.items;
  }
  throw new ToolRefusal(`No meeting of the organization is called "${meeting}". list_meetings names them.`);
}
