import { canEditItem, isTodoOverdue, isTodoStale, type Todo, type TodoStatus } from '@eos/domain';
import type { Member } from '../../plugins/access.ts';
import { presentPerson } from '../people/presenter.ts';
import type { PersonRow } from '../people/repository.ts';
import type { TodoRow } from './repository.ts';

/** A To-Do with what its presentation needs, loaded for a whole page at once (views.ts). */
export interface TodoView {
  row: TodoRow;
  owner: PersonRow | null;
  /** Invitees of its meeting; empty for a personal To-Do. */
  meetingInviteeIds: readonly string[];
}

/** The To-Do as the API shows it (an allow-list), with what this caller may do with it. */
export function presentTodo(view: TodoView, viewer: Member, now: Date): Todo {
  const { row } = view;
  const status = row.status as TodoStatus;
  const isPersonal = row.tractionId === null;
  return {
    id: row.id,
    title: row.title,
    contentHtml: row.contentHtml,
    dueDate: row.dueDate,
    status,
    ownerId: row.ownerId,
    owner: view.owner ? presentPerson(view.owner) : null,
    tractionId: row.tractionId,
    isPersonal,
    isOverdue: isTodoOverdue(row.dueDate, status, now),
    isStale: isTodoStale(row.createdAt, status, now),
    created: row.createdAt.toISOString(),
    completed: row.completedAt?.toISOString() ?? null,
    abilities: {
      canEdit: canEditItem({
        role: viewer.role,
        personId: viewer.personId,
        ownerId: row.ownerId,
        meetingInviteeIds: view.meetingInviteeIds,
        isPersonal,
      }),
    },
  };
}
