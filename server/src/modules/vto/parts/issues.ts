import type { LongTermIssue, LongTermIssueRequest } from '@eos/domain';
import type { z } from 'zod';
import { sanitizeRichText } from '../../../lib/sanitize.ts';
import { orderedList } from './list.ts';

/** The V/TO's long-term issues list (000 §3, §7; 002 §3): issues parked for the leadership team. */
const list = orderedList(
  (doc) => doc.traction.longTermIssueList.issues,
  (doc, issues) => ({ ...doc, traction: { ...doc.traction, longTermIssueList: { issues } } }),
);

export const longTermIssues = {
  ...list,
  /** An issue as stored from its request; `created` is kept from the issue it replaces. */
  from(
    id: string,
    body: z.infer<typeof LongTermIssueRequest>,
    created: string,
    previous?: LongTermIssue,
  ): LongTermIssue {
    return {
      id,
      title: body.title,
      notes: sanitizeRichText(body.notes),
      assignedToId: body.assignedToId,
      sequence: previous?.sequence ?? 0,
      created,
    };
  },
};
