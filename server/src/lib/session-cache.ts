import type { AppContext } from '../context.ts';

/** Which remembered sessions a change concerns: one session, an account's, a person's, an organization's. */
export type SessionScope = { sessionId: string } | { accountId: string } | { personId: string } | { orgId: string };

/** What a remembered session is known by (the lookup's row has these and more). */
interface Keyed {
  id: string;
  accountId: string;
  orgId: string | null;
  personId: string | null;
}

/** The topic on which nodes tell each other that access changed (through the realtime adapter). */
export const SESSIONS_CHANGED = 'sessions-changed';

/**
 * The sessions this node looked up in the last few seconds, by cookie hash: a request of a session
 * seen a moment ago skips the lookup (one query of every guarded request). Every change to what a
 * session may do forgets it here and on the other nodes (sessionsChanged, after commit), and nothing
 * is kept longer than `ttlMs` whatever happens. A lookup that was under way when something changed
 * is not remembered (its row may be from before the change).
 */
export class SessionCache<Row extends Keyed> {
  private readonly entries = new Map<string, { row: Row; until: number }>();
  private changes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}

  get(hash: string, now: number): Row | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.row;
    this.entries.delete(hash);
    return undefined;
  }

  /** Taken before reading the database; remember() keeps the row only if nothing changed since. */
  ticket(): number {
    return this.changes;
  }

  remember(hash: string, row: Row, ticket: number, now: number): void {
    if (this.ttlMs <= 0 || ticket !== this.changes) return;
    if (this.entries.size >= this.max) {
      // The oldest first (a Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(hash, { row, until: now + this.ttlMs });
  }

  forget(scope: SessionScope): void {
    this.changes += 1;
    for (const [hash, { row }] of this.entries) {
      const hit =
        ('sessionId' in scope && row.id === scope.sessionId) ||
        ('accountId' in scope && row.accountId === scope.accountId) ||
        ('personId' in scope && row.personId === scope.personId) ||
        ('orgId' in scope && row.orgId === scope.orgId);
      if (hit) this.entries.delete(hash);
    }
  }
}

/**
 * After a commit that changed what sessions may do (signed out, revoked, another organization, a role,
 * a removal, two-step verification): this node forgets them now, the other nodes when told.
 */
export function sessionsChanged(ctx: Pick<AppContext, 'sessions' | 'realtime'>, ...scopes: SessionScope[]): void {
  for (const scope of scopes) ctx.sessions.forget(scope);
  ctx.realtime.tellNodes(SESSIONS_CHANGED, scopes);
}
