import { type CreateSeatRequest, type EditSeatRequest, type Seat, SeatFields } from '@eos/domain';
import type { UseFormReturnType } from '@mantine/form';

/** What the seat popups edit; the domain's SeatFields checks it, as the server will. */
export const SeatFormSchema = SeatFields.pick({ title: true, assignedToId: true, roles: true });
export type SeatFormValues = { title: string; assignedToId: string | null; roles: string[] };
export type SeatForm = UseFormReturnType<SeatFormValues>;

/** Where a seat popup came from: a new seat below or above one, an assistant, or a seat to edit. */
export type SeatPopupMode =
  | { kind: 'add'; parent: Seat | null; assistant: boolean }
  | { kind: 'insert'; child: Seat }
  | { kind: 'edit'; seat: Seat };

export function initialValues(mode: SeatPopupMode): SeatFormValues {
  if (mode.kind !== 'edit') return { title: '', assignedToId: null, roles: [] };
  const { title, assignedToId, roles } = mode.seat;
  return { title, assignedToId, roles: [...roles] };
}

/** The fields as sent: trimmed by the schema, like the server reads them. */
export function seatFields(values: SeatFormValues) {
  const { title, assignedToId, roles } = SeatFormSchema.parse(values);
  return { title, assignedToId, roles };
}

export function createRequest(
  mode: Exclude<SeatPopupMode, { kind: 'edit' }>,
  values: SeatFormValues,
): CreateSeatRequest {
  const fields = seatFields(values);
  if (mode.kind === 'insert')
    return { ...fields, isAssistant: false, parentId: mode.child.parentId, childId: mode.child.id };
  return { ...fields, isAssistant: mode.assistant, parentId: mode.parent?.id ?? null, childId: null };
}

/** An edit keeps the seat where it is; only a drag sends another parent. */
export function editRequest(seat: Seat, values: SeatFormValues): EditSeatRequest {
  return { ...seatFields(values), isAssistant: seat.isAssistant, parentId: seat.parentId };
}
