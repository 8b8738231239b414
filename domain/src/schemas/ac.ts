import { z } from 'zod';
import { AC } from '../constants.ts';
import { isSafeText } from '../rules/safe-text.ts';
import { Id, M, requiredText } from './common.ts';
import { ContentHtml } from './items.ts';

/**
 * The Accountability Chart (002 §3, §7; 001 §3, §5): a revision holds a tree of seats. Each seat has a
 * title, at most one holder from the organization's people and up to seven role lines. The server keeps
 * the tree whole: one root, no cycles, assistants beside their seat.
 */
export const AcMessages = {
  /** A role line left empty (001 §5), under the line. */
  roleEmpty: 'VAL_SEAT_ROLE_EMPTY',
  /** The form's summary when a line is refused (001 §5). */
  fixHighlighted: 'VAL_FIX_HIGHLIGHTED',
  /** More than AC.maxRoles role lines. */
  tooManyRoles: 'VAL_SEAT_TOO_MANY_ROLES',
  /** 001 §5: the seat holder cannot be the parent seat's holder (nobody reports to themselves). */
  holderIsParent: 'ERR_SEAT_HOLDER_IS_PARENT',
  /** A move under the seat itself or one of its own seats (002 §4: never onto its own subtree). */
  cycle: 'ERR_SEAT_MOVE_CYCLE',
  /** A second seat without a parent: the chart has exactly one root. */
  rootExists: 'ERR_SEAT_ROOT_EXISTS',
  /** The root cannot be removed, moved under a seat, or have a seat inserted above it. */
  rootFixed: 'ERR_SEAT_ROOT_FIXED',
  /** An assistant seat has no seats of its own: it hangs beside the seat it assists. */
  underAssistant: 'ERR_SEAT_UNDER_ASSISTANT',
} as const;

/** Seat-role labels that apply to the top seats (002 §9). */
export const SeatRoleLabels = ['Integrator', 'Visionary', 'Implementer', 'Other'] as const;

/** One role line: text, never empty (001 §5). */
const RoleLine = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: AcMessages.roleEmpty })
  .max(AC.roleMaxLength, { error: M.maxLength })
  .refine(isSafeText, { error: M.invalid });

/** What AddSeatPopup and EditSeatPopup send (001 §2, §3). */
export const SeatFields = z.object({
  title: requiredText(AC.titleMaxLength),
  /** A person of the organization, or null for an open seat. */
  assignedToId: Id.nullable(),
  roles: z.array(RoleLine).max(AC.maxRoles, { error: AcMessages.tooManyRoles }),
  isAssistant: z.boolean().default(false),
});
export type SeatFields = z.infer<typeof SeatFields>;

/**
 * PUT .../create-seat: a seat below `parentId` (null only for the chart's first seat, its root); with
 * `childId` (PUT .../insert-seat) the new seat goes above that seat, which it becomes the parent of.
 */
export const CreateSeatRequest = SeatFields.extend({
  parentId: Id.nullable(),
  childId: Id.nullable().default(null),
});
export type CreateSeatRequest = z.infer<typeof CreateSeatRequest>;

/** PUT .../edit-seat/{id}: its fields, and `parentId` to move it (a drag onto another seat). */
export const EditSeatRequest = SeatFields.extend({ parentId: Id.nullable() });
export type EditSeatRequest = z.infer<typeof EditSeatRequest>;

/** PUT .../edit-seat/{id}/notes {id, notes} (002 §3: seat notes). */
export const SeatNotesRequest = z.object({ id: Id, notes: ContentHtml });
export type SeatNotesRequest = z.infer<typeof SeatNotesRequest>;

/** A seat as the chart shows it (002 §3), with its holder's names and picture read live. */
export const Seat = z.object({
  id: Id,
  /** Stable number within the chart: the root is 1. */
  key: z.number().int(),
  parentId: Id.nullable(),
  /** Its place among its parent's seats. */
  sequence: z.number().int(),
  title: z.string(),
  assignedToId: Id.nullable(),
  assignedTo: z.string().nullable(),
  assignedToFirstName: z.string().nullable(),
  assignedToLastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  roles: z.array(z.string()),
  /** The holder is on the leadership team (the LT badge). */
  isLT: z.boolean(),
  isAssistant: z.boolean(),
  isRoot: z.boolean(),
  notes: z.string(),
  notesUpdated: z.string().nullable(),
  notesUpdatedById: Id.nullable(),
});
export type Seat = z.infer<typeof Seat>;

/** GET ac/collection/{c}/revision/{r}: the chart with every seat, as the caller may use it. */
export const AcRevision = z.object({
  revisionId: Id,
  collectionId: Id,
  title: z.string(),
  collectionTitle: z.string(),
  updated: z.string(),
  isPublished: z.boolean(),
  createdById: Id.nullable(),
  permissions: z.object({ canView: z.boolean(), canEdit: z.boolean(), canManage: z.boolean() }),
  seats: z.array(Seat),
});
export type AcRevision = z.infer<typeof AcRevision>;
export const AcRevisionResponse = z.object({ succeeded: z.literal(true), chart: AcRevision });
export type AcRevisionResponse = z.infer<typeof AcRevisionResponse>;

/** Every seat write answers the whole chart and the id of the seat it wrote. */
export const SeatWriteResponse = z.object({ succeeded: z.literal(true), chart: AcRevision, id: Id });
export type SeatWriteResponse = z.infer<typeof SeatWriteResponse>;

/** GET .../seat/{seatId}. */
export const SeatResponse = z.object({ succeeded: z.literal(true), seat: Seat });
export type SeatResponse = z.infer<typeof SeatResponse>;

/**
 * Printing (001 §5, §9; 002 §5): the client lays out the cards on a grid of pages and sends where each
 * selected card sits. A page is landscape Letter, AC.printPage turned on its side (1056 x 816 px at
 * AC.printScale px per inch); a card's place and size are in that page's pixels. The server draws
 * exactly that, so the PDF and the print window show the same pages.
 */
export const AcPrintMessages = {
  /** Rows or columns below 1 (001 §5). */
  invalidGrid: 'AC_PRINT_INVALID_GRID',
  /** Nothing selected (001 §5). */
  noSelection: 'AC_PRINT_NO_SELECTION',
  /** A card placed on a page outside the rows x columns grid. */
  pageOutsideGrid: 'AC_PRINT_PAGE_OUTSIDE_GRID',
  /** A card of a seat that is not (or no longer) on the chart. */
  unknownSeat: 'AC_PRINT_UNKNOWN_SEAT',
} as const;

/** The most pages a print may span: a 20 x 20 grid is far beyond any wall chart. */
export const AC_PRINT_MAX_GRID = 20;
/** The page in pixels as the print lays it out: landscape (11 x 8.5 in). */
export const AC_PRINT_PAGE = { width: AC.printPage.height, height: AC.printPage.width } as const;

const GridCount = z
  .number({ error: AcPrintMessages.invalidGrid })
  .int({ error: AcPrintMessages.invalidGrid })
  .min(1, { error: AcPrintMessages.invalidGrid })
  .max(AC_PRINT_MAX_GRID, { error: AcPrintMessages.invalidGrid });

/** One selected card on a page: its page (0-based, row by row) and its box in page pixels. */
export const AcPrintCard = z.object({
  seatId: Id,
  page: z.number().int().min(0),
  x: z
    .number()
    .min(-AC_PRINT_PAGE.width)
    .max(2 * AC_PRINT_PAGE.width),
  y: z
    .number()
    .min(-AC_PRINT_PAGE.height)
    .max(2 * AC_PRINT_PAGE.height),
  width: z.number().min(AC.minCardSize).max(AC_PRINT_PAGE.width),
  height: z
    .number()
    .min(AC.minCardSize)
    .max(AC_PRINT_PAGE.height * 4),
});
export type AcPrintCard = z.infer<typeof AcPrintCard>;

/** POST .../print/pdf: the page grid and the selected cards on it (at least one). */
export const AcPrintRequest = z
  .object({
    rows: GridCount,
    columns: GridCount,
    cards: z.array(AcPrintCard).min(1, { error: AcPrintMessages.noSelection }).max(2000),
  })
  .superRefine((job, ctx) => {
    const pages = job.rows * job.columns;
    job.cards.forEach((card, index) => {
      if (card.page >= pages) {
        ctx.addIssue({ code: 'custom', path: ['cards', index, 'page'], message: AcPrintMessages.pageOutsideGrid });
      }
    });
  });
export type AcPrintRequest = z.infer<typeof AcPrintRequest>;
