import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Idempotency-Key reservations and the answers they got (plugins/idempotency.ts). A key is unique per
 * account; `fingerprint` is the SHA-256 of what was asked (method, path, body), so the
 * same key with another request is told apart. `status` is null while the first request runs.
 * Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
