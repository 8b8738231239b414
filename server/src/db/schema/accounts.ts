import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person's login, independent of any organization. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** argon2id hash; null for accounts that only sign in through single sign-on. */
    passwordHash: text('password_hash'),
    isPolicyAccepted: boolean('is_policy_accepted').notNull().default(false),
    /**
     * False for an account made by an invitation to an address nobody has signed up with yet: it holds
     * the invited person's memberships until they sign up (from the invitation, or plainly with the
     * same address), which claims it. It cannot sign in, and sign-up treats the address as new.
     */
    claimed: boolean('claimed').notNull().default(true),
    locale: text('locale').notNull().default('en-US'),
    timeZoneName: text('time_zone_name').notNull().default('UTC'),
    /** The user's own choice of name display style; null follows their organization's (User Settings). */
    nameDisplayStyle: text('name_display_style'),
    avatarUrl: text('avatar_url'),
    /**
     * Two-step verification (TOTP). The secret is sealed (lib/secrets.ts: AES-256-GCM under SECRETS_KEY
     * when set) and never leaves the server after enrolment. `totpPendingSecret` is the one being
     * enrolled, until its first code confirms it. `totpLastStep` is the time step of the last code
     * accepted: a code is good once.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: integer('totp_last_step'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_key').on(t.email)],
);

/** Single sign-on identities, keyed by issuer + subject. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('identities_issuer_subject_key').on(t.issuer, t.subject),
    index('identities_account_idx').on(t.accountId),
  ],
);

/** Sign-in sessions. The cookie holds a random secret; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The organization the user is working in (PUT session/org/{orgId}). */
    orgId: uuid('org_id'),
    createdAt: created(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
);

/** Sign-up verification codes (6 characters, mailed). Stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: created(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.createdAt)],
);

/** Password reset links (/update-password/{resetCode}). Stored hashed. */
export const resetCodes = pgTable(
  'reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('reset_codes_code_hash_key').on(t.codeHash)],
);

/**
 * Throttle counters shared by every app node: failed sign-ins per (account, client address) pair and
 * per client address, failed second-step codes, mails per address. `lockedUntil` is when the key may
 * try again: the end of a sign-in delay (growing with each failure) or of a mail window.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** The latest counted event: a sign-in counter is forgotten a while after it (AUTH.failureMemoryMinutes). */
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Every mail the app sends, with its delivery outcome. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: created(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

/** Two-step recovery codes: shown once, kept as SHA-256 (80 random bits each), good once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('recovery_codes_account_code_key').on(t.accountId, t.codeHash)],
);

/**
 * A sign-in waiting for its second step: the password (or single sign-on) was right, the code is
 * still to come. The browser holds a random secret (cookie eos_two_step); only its SHA-256 is kept.
 */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('two_step_challenges_token_hash_key').on(t.tokenHash)],
);
