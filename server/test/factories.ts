import { randomBytes } from 'node:crypto';
import { defaultPermissions, isLicensedRole, type Role, TRIAL_DAYS } from '@eos/domain';
import { hash } from '@node-rs/argon2';
import type { DbOrTx } from '../src/db/client.ts';
import { accounts, memberships, organizations } from '../src/db/schema/index.ts';

// Always-valid rows for tests and the demo seed. Every builder takes the database (or a
// transaction) first; org-scoped rows take the org they belong to.

export type AccountRow = typeof accounts.$inferSelect;
export type OrgRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Argon2id (the enum is a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

const unique = () => randomBytes(4).toString('hex');

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export interface AccountOptions {
  email?: string;
  /** Plain password to hash; null for a single-sign-on-only account. Default 'Password1'. */
  password?: string | null;
  /** A ready hash, to skip hashing the same password many times (the seed). */
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  locale?: string;
  timeZoneName?: string;
  isPolicyAccepted?: boolean;
}

export async function createAccount(db: DbOrTx, opts: AccountOptions = {}): Promise<AccountRow> {
  const id = unique();
  const password = opts.password === undefined ? 'Password1' : opts.password;
  const passwordHash = opts.passwordHash ?? (password === null ? null : await hashPassword(password));
  const [row] = await db
    .insert(accounts)
    .values({
      email: (opts.email ?? `user-${id}@example.com`).toLowerCase(),
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? `User ${id}`,
      passwordHash,
      isPolicyAccepted: opts.isPolicyAccepted ?? true,
      locale: opts.locale ?? 'en-US',
      timeZoneName: opts.timeZoneName ?? 'UTC',
    })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export interface OrgOptions {
  name?: string;
  createdBy?: AccountRow;
  subscriptionStatus?: string;
  paymentStatus?: string;
  trialEndsAt?: Date | null;
}

/** An organization on a fresh free trial unless told otherwise. */
export async function createOrg(db: DbOrTx, opts: OrgOptions = {}): Promise<OrgRow> {
  const status = opts.subscriptionStatus ?? 'Trial';
  const [row] = await db
    .insert(organizations)
    .values({
      name: opts.name ?? `Org ${unique()}`,
      subscriptionStatus: status,
      paymentStatus: opts.paymentStatus ?? 'None',
      trialEndsAt:
        opts.trialEndsAt !== undefined
          ? opts.trialEndsAt
          : status === 'Trial'
            ? new Date(Date.now() + TRIAL_DAYS * DAY_MS)
            : null,
      createdById: opts.createdBy?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
}

export interface MemberOptions {
  isDefault?: boolean;
  hasLicense?: boolean;
  experienceLevel?: string;
}

/** A membership with the role's default permissions and license (Observers are unlicensed). */
export async function addMember(
  db: DbOrTx,
  org: Pick<OrgRow, 'id'>,
  account: Pick<AccountRow, 'id'>,
  role: Role,
  opts: MemberOptions = {},
): Promise<MembershipRow> {
  const [row] = await db
    .insert(memberships)
    .values({
      orgId: org.id,
      accountId: account.id,
      role,
      permissions: defaultPermissions(role),
      hasLicense: opts.hasLicense ?? isLicensedRole(role),
      experienceLevel: opts.experienceLevel ?? 'New',
      isDefault: opts.isDefault ?? false,
    })
    .returning();
  if (!row) throw new Error('membership insert returned nothing');
  return row;
}
