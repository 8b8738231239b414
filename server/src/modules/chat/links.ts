import type { ChatCitation } from '@eos/domain';
import { type GuideKey, guidePath } from '@eos/domain/guides/keys';
import type { DbOrTx } from '../../db/client.ts';
import { findMeetings, type MeetingRow } from '../meetings/repository.ts';

// The web app's addresses of what an answer cites (web/src/app/routes.tsx). Items have no page of
// their own: they open on their meeting's overview (/traction/{tractionId}/{threadId}/meetingoverview,
// as notifications link a meeting), where their lists are; the chat also opens their popup.

type MeetingLink = Pick<MeetingRow, 'id' | 'threadId' | 'title'>;

export const meetingUrl = (meeting: MeetingLink, section = 'meetingoverview') =>
  `/traction/${meeting.id}/${meeting.threadId}/${section}`;

/** A personal To-Do (no meeting) is on the dashboard. */
export const DASHBOARD_URL = '/';

export const vtoUrl = (collectionId: string, revisionId: string) => `/vto/detail/${collectionId}/${revisionId}`;

export const guideUrl = (key: GuideKey) => guidePath(key);

/** The meetings of these ids in the organization, by id (other organizations' ids are absent). */
export async function meetingsById(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, MeetingRow>> {
  const unique = [...new Set(ids)];
  const rows = unique.length > 0 ? await findMeetings(db, orgId, unique) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

export const citation = (kind: ChatCitation['kind'], id: string, title: string, url: string): ChatCitation => ({
  kind,
  id,
  title,
  url,
});
