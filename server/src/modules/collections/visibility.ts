import {
  type ApiMessage,
  type CollectionKind,
  CollectionMessages,
  can,
  type Role,
  type VisibilityRequest,
} from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { StoredVisibility } from '../../db/schema/index.ts';
import { AppError, message, notFound } from '../../lib/errors.ts';
import { findPeople } from '../people/repository.ts';
import { announceRevision } from './events.ts';
import type { LoadedRevision, Viewer } from './policy.ts';
import { type RevisionRow, updateRevisionRow } from './repository.ts';

export function presentVisibility(viewer: Viewer, revision: RevisionRow) {
  return {
    succeeded: true as const,
    settings: { ...revision.visibility, createdById: revision.createdById },
    hasLeadershipTeam: viewer.ltMeetingId !== null,
  };
}

/**
 * Visibility and Editing Settings (001 §5, §6), as the popup enforces them: edit implies view (view is
 * set where edit is), a listed person always views, the creator's own entry is ignored (they always
 * view and edit), listed people must be people of the organization and Observers cannot be given edit,
 * and leadership view cannot be granted while no leadership team is identified (a stored grant, like the
 * default one, is kept so that it applies once there is one).
 */
export async function saveVisibility(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  target: LoadedRevision,
  body: VisibilityRequest,
): Promise<RevisionRow> {
  const { revision } = target;
  const group = (a: { canView: boolean; canEdit: boolean }) => ({
    canView: a.canView || a.canEdit,
    canEdit: a.canEdit,
  });
  const lt = group(body.groups.lt);
  const byPerson = new Map(
    body.individuals
      .filter((i) => i.personId !== revision.createdById)
      .map((i) => [i.personId, { personId: i.personId, canView: true, canEdit: i.canEdit }]),
  );
  const individuals = [...byPerson.values()];
  const people = new Map(
    (
      await findPeople(
        ctx.db,
        viewer.orgId,
        individuals.map((i) => i.personId),
      )
    ).map((p) => [p.id, p.role as Role]),
  );

  const messages: ApiMessage[] = [];
  // Fields name the entry as sent (its index in the request).
  body.individuals.forEach((i, index) => {
    if (i.personId === revision.createdById) return;
    const role = people.get(i.personId);
    if (!role) messages.push(message('ERR_PERSON_NOT_IN_ORG', [], `individuals.${index}.personId`));
    else if (i.canEdit && !can(role, 'items.write'))
      messages.push(message(CollectionMessages.observerCannotEdit, [], `individuals.${index}.canEdit`));
  });
  const stored = revision.visibility.groups.lt;
  const widensLt = (lt.canView && !stored.canView) || (lt.canEdit && !stored.canEdit);
  if (viewer.ltMeetingId === null && widensLt)
    messages.push(message(CollectionMessages.noLeadershipTeam, [], 'groups.lt.canView'));
  if (messages.length > 0) throw new AppError('validation', messages);

  const visibility: StoredVisibility = { groups: { lt, org: group(body.groups.org) }, individuals };
  const row = await updateRevisionRow(ctx.db, viewer.orgId, revision.id, { visibility });
  if (!row) throw notFound();
  announceRevision(ctx, viewer.orgId, kind, 'Updated', row);
  return row;
}
