import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What this installation last told its open apps, shared by all its nodes (modules/meta/announce.ts):
 * 'release' the build version announced with NewRelease, 'feature-flags' the flags announced with
 * AppConfigUpdated. Not an organization's data: one row per key for the whole instance.
 */
export const instanceState = pgTable('instance_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
