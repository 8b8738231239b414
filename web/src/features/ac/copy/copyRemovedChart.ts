import type { AcRevision, CollectionResponse, Revision, RevisionResponse, SeatWriteResponse } from '@eos/domain';
import { api } from '../../../api/client';
import { childrenOf } from '../chart/seatTree';

/**
 * A chart deleted by someone else while open, saved again from what this page still shows (issue 17
 * item 1: 'others may create a copy'): a new revision in the company folder (the chart's own folder may
 * be gone too), its seats created top-down with their holders, roles and notes. The copy call needs the
 * deleted revision on the server; these seat calls do not. If any call fails, the half-made copy is
 * deleted again, so nothing half-written stays.
 */
export async function copyRemovedChart(chart: AcRevision): Promise<Revision> {
  const folderId = (await api.get<CollectionResponse>('ac/collections/company-folder', { quiet: true })).collection.id;
  const revision = (await api.put<RevisionResponse>(`ac/collection/${folderId}/revision`, {}, { quiet: true }))
    .revision;
  const base = `ac/collection/${folderId}/revision/${revision.id}`;
  try {
    const below = childrenOf(chart.seats);
    const newIds = new Map<string, string>();
    // Breadth first: a seat's parent always exists before it.
    const queue = [...(below.get(null) ?? [])];
    for (let seat = queue.shift(); seat; seat = queue.shift()) {
      const made = await api.put<SeatWriteResponse>(
        `${base}/create-seat`,
        {
          title: seat.title,
          assignedToId: seat.assignedToId,
          roles: seat.roles,
          isAssistant: seat.isAssistant,
          parentId: seat.parentId ? (newIds.get(seat.parentId) ?? null) : null,
          childId: null,
        },
        { quiet: true },
      );
      newIds.set(seat.id, made.id);
      if (seat.notes) {
        await api.put(`${base}/edit-seat/${made.id}/notes`, { id: made.id, notes: seat.notes }, { quiet: true });
      }
      queue.push(...(below.get(seat.id) ?? []));
    }
    return revision;
  } catch (error) {
    await api.del(base, { quiet: true }).catch(() => undefined);
    throw error;
  }
}
