import type { Issue, IssueStatus } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../plugins/access.ts';
import { type ItemViews, loadItemViews } from '../items/views.ts';
import type { IssueRow } from './repository.ts';

/** An allow-list of the issue's fields, with its owner and what the caller may do with it. */
export function presentIssue(row: IssueRow, views: ItemViews): Issue {
  return {
    id: row.id,
    title: row.title,
    contentHtml: row.contentHtml,
    status: row.status as IssueStatus,
    ownerId: row.ownerId,
    owner: views.owner(row.ownerId),
    tractionId: row.tractionId,
    rank: row.rank,
    created: row.createdAt.toISOString(),
    solved: row.solvedAt?.toISOString() ?? null,
    abilities: { canEdit: views.canEdit(row) },
  };
}

export async function presentIssues(db: DbOrTx, member: Member, rows: IssueRow[]): Promise<Issue[]> {
  const views = await loadItemViews(db, member, rows);
  return rows.map((row) => presentIssue(row, views));
}

export async function presentOneIssue(db: DbOrTx, member: Member, row: IssueRow): Promise<Issue> {
  const [issue] = await presentIssues(db, member, [row]);
  if (!issue) throw new Error('presenting an issue returned nothing');
  return issue;
}
