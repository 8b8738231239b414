import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the server against a real database, the web app in jsdom.
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (CPUs - 1 workers): on the two-core machines CI runs on
    // that is one worker. Test files spend their time in PGlite's WebAssembly and jsdom, on the CPU,
    // so both cores are worth using.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // .ci/run runs the server tests again on PostgreSQL + Redis, only the files tagged `postgres` at
    // their top (`// @module-tag postgres`): those whose behaviour can differ between the two
    // databases. Which they are, and why the rest need not run twice: docs/testing.md.
    tags: [
      {
        name: 'postgres',
        description:
          'Behaviour that can differ on PostgreSQL + Redis: concurrency, locks, transactions, SQL, several nodes',
      },
    ],
    projects: [
      { test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Typing through comboboxes and rich text in jsdom is slow on two busy cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
