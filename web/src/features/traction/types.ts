import type { Checklist as ChecklistSchema, MeetingSession as MeetingSessionSchema } from '@eos/domain';
import type { z } from 'zod';

// The domain exports these contracts as schemas only; the page needs their inferred types.
export type Checklist = z.infer<typeof ChecklistSchema>;
export type ChecklistItem = Checklist['items'][number];
export type MeetingSession = z.infer<typeof MeetingSessionSchema>;
