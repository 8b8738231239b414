import { z } from 'zod';

/**
 * The live-update hub (002 §7: registers with the org id; events Added, Updated, Deleted, NewRelease,
 * each with type, id and extra data). Items, meetings and the scorecard go to the organization's room
 * `org:<orgId>`; what concerns one user goes to `user:<accountId>`.
 */
export const LiveUpdateEvents = ['Added', 'Updated', 'Deleted', 'NewRelease'] as const;
export type LiveUpdateEvent = (typeof LiveUpdateEvents)[number];

/**
 * The types a live update names. Beyond the items: `org` (Updated: renamed; Deleted: the organization
 * is gone, with `name`), `person` (Updated: their profile; Deleted: removed from the organization,
 * with `userId` = their account, to the org room and to their own user room), `role` (Updated, to the
 * person's user room: their role in `orgId` changed, e.g. an approved upgrade), `navBarPreference`
 * (Updated, to the user: the menu was toggled in another tab, with `open`), `leadershipteam`
 * (Updated, to the org room: `id` is the meeting that is now the leadership-team meeting; open apps
 * reload meetings and people, whose LT badges follow it). Folders and revisions of the V/TO and the
 * chart: `vtoCollection` / `acCollection` (id = the folder) and `vtoRevision` / `acRevision` (id = the
 * revision, with `collectionId`); a revision's Updated also covers a change to one of its parts.
 */
export const LiveUpdateTypes = [
  'todo',
  'issue',
  'headline',
  'rock',
  'measurable',
  'scorecard',
  'meeting',
  'agenda',
  'org',
  'person',
  'role',
  'navBarPreference',
  'leadershipteam',
  'vtoCollection',
  'vtoRevision',
  'acCollection',
  'acRevision',
  'subscription',
] as const;
export type LiveUpdateType = (typeof LiveUpdateTypes)[number];

export const LiveUpdate = z.looseObject({
  type: z.string(),
  id: z.string().optional(),
  /** org Deleted: the organization's name for the dialog. */
  name: z.string().optional(),
  /** person Deleted: the removed person's account. */
  userId: z.string().optional(),
  /** role Updated / person Deleted: the organization concerned. */
  orgId: z.string().optional(),
  /** vtoRevision / acRevision: the folder the revision is in; after a part write, the part and its writer. */
  collectionId: z.string().optional(),
  partId: z.string().optional(),
  by: z.string().optional(),
  /** navBarPreference Updated. */
  open: z.boolean().optional(),
});
export type LiveUpdate = z.infer<typeof LiveUpdate>;
