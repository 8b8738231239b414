import { z } from 'zod';
import { Email, requiredText, Succeeded } from './common.ts';

/**
 * The whole-organization export (issue 22 item 5, docs/export.md): a zip with manifest.json,
 * json/<entity>.json (one file per table) and csv/<entity>.csv. The manifest names the format and its
 * version; a restore refuses anything else.
 */
export const EXPORT_FORMAT = 'eos-export';
export const EXPORT_VERSION = 1;
/** The largest zip a restore accepts (the request body). */
export const EXPORT_MAX_ZIP_BYTES = 50 * 1024 * 1024;

export const ExportManifest = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int(),
  exportedAt: z.string(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  /** The newest database migration of the build that made it. */
  schemaVersion: z.string(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
});
export type ExportManifest = z.infer<typeof ExportManifest>;

/** One person of people.json as a restore reads them (the rest of the row is checked per column). */
export const ExportPerson = z.object({
  id: z.uuid(),
  email: Email,
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  role: z.enum(['Owner', 'Admin', 'Manager', 'Member', 'Observer']),
});

/** The organization row as a restore applies it. */
export const ExportOrganization = z.object({ id: z.uuid(), name: requiredText() });

/** The entities the Export tab counts (how much the organization holds). */
export const ExportCountKeys = ['people', 'meetings', 'rocks', 'todos', 'issues', 'headlines', 'measurables'] as const;

/** GET export/status: what a download holds, and whether a restore may run (the organization is empty). */
export const ExportStatusResponse = Succeeded.extend({
  counts: z.record(z.string(), z.number().int()),
  /** True while the organization holds no meetings and no items (a restore is allowed then only). */
  canRestore: z.boolean(),
});
export type ExportStatusResponse = z.infer<typeof ExportStatusResponse>;

/** POST export/restore: rows written per json file, people added (invited) and people matched. */
export const ExportRestoreResponse = Succeeded.extend({
  counts: z.record(z.string(), z.number().int()),
  peopleInvited: z.number().int(),
  peopleMatched: z.number().int(),
});
export type ExportRestoreResponse = z.infer<typeof ExportRestoreResponse>;
