import type { DbOrTx } from './client.ts';

/**
 * A query built once per database and sent as a named prepared statement: the hot paths (the session
 * lookup, a live-meeting call's reads and writes) skip building the SQL in JavaScript on every
 * request, and PostgreSQL skips parsing and planning it. `build` must end in `.prepare(name)` with
 * `sql.placeholder`s for every value. A transaction is a new object each time: called with one, the
 * statement is built for it alone (still correct, just not reused).
 */
export function prepared<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
