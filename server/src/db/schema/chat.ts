import type { ChatCitation } from '@eos/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberships, organizations } from './orgs.ts';

/**
 * The help chat's thread, kept per person (a membership: the same user has another thread in another
 * organization). A question is a 'user' row, its answer an 'assistant' row with the citations it
 * made; content is plain text as typed or as the model wrote it (shown as text, never HTML). Only the
 * newest messages are kept (modules/chat/thread.ts); removing the person or the organization removes
 * their thread.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** 'user' | 'assistant' (domain ChatRole). */
    role: text('role').notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<ChatCitation[]>().notNull().default([]),
    /** Set by the server: a question before its answer, even within one transaction. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_org_membership_created_idx').on(t.orgId, t.membershipId, t.createdAt)],
);
