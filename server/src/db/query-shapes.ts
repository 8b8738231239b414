import { appendFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm';

export interface QueryShapes {
  file: string;
  /** Who ran the statements (a test file), written before each. */
  label: string;
}

/**
 * A drizzle logger that appends `label<TAB>shape` for each statement: its text with parameter lists
 * folded to one `$` and whitespace to one space, so `in ($1, $2)` and `in ($1)` are the same shape.
 * scripts/pg-coverage.mjs compares what the whole server suite runs with what the PostgreSQL pass runs.
 * A class, one instance per database: tests that count queries put their own logQuery on the
 * instance for a while, then delete it, and this one answers again.
 */
class QueryShapesLogger implements Logger {
  constructor(private readonly shapes: QueryShapes) {}

  logQuery(query: string): void {
    const shape = query
      .replace(/\$\d+(\s*,\s*\$\d+)*/g, '$')
      .replace(/\s+/g, ' ')
      .trim();
    appendFileSync(this.shapes.file, `${this.shapes.label}\t${shape}\n`);
  }
}

export function queryShapesLogger(shapes: QueryShapes): Logger {
  return new QueryShapesLogger(shapes);
}
