// Run by `npm run build`: makes the embedded database's template (db/pglite.ts), so the first start
// of a new install and every test's in-memory database skip PGlite's initdb.
import { template } from './db/pglite.ts';

const started = performance.now();
await template();
console.log(`embedded database template ready in ${Math.round(performance.now() - started)} ms`);
