import type { Headline, ReviewStatus } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../plugins/access.ts';
import { type ItemViews, loadItemViews } from '../items/views.ts';
import type { HeadlineRow } from './repository.ts';

/** An allow-list of the headline's fields, with its owner and what the caller may do with it. */
export function presentHeadline(row: HeadlineRow, views: ItemViews): Headline {
  return {
    id: row.id,
    title: row.title,
    contentHtml: row.contentHtml,
    status: row.status as ReviewStatus,
    ownerId: row.ownerId,
    owner: views.owner(row.ownerId),
    tractionId: row.tractionId,
    cascadedFromId: row.cascadedFromId,
    created: row.createdAt.toISOString(),
    abilities: { canEdit: views.canEdit(row) },
  };
}

export async function presentHeadlines(db: DbOrTx, member: Member, rows: HeadlineRow[]): Promise<Headline[]> {
  const views = await loadItemViews(db, member, rows);
  return rows.map((row) => presentHeadline(row, views));
}

export async function presentOneHeadline(db: DbOrTx, member: Member, row: HeadlineRow): Promise<Headline> {
  const [headline] = await presentHeadlines(db, member, [row]);
  if (!headline) throw new Error('presenting a headline returned nothing');
  return headline;
}
