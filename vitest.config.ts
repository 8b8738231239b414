import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const MOCKS = /\bvi\.mock\(/;

/**
 * The web test files that replace a module (vi.mock), themselves or through a helper they import
 * (fakeHubs.ts): relative to ./web. They run isolated, since a replaced module would stay replaced for
 * the next file in the worker; the others share their worker's modules and jsdom.
 */
function webFilesThatMock(): string[] {
  const root = path.join(import.meta.dirname, 'web');
  const mocks = (file: string): boolean => {
    const text = readFileSync(file, 'utf8');
    if (MOCKS.test(text)) return true;
    return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].some(([, spec]) => {
      const base = path.resolve(path.dirname(file), spec as string);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
      return found !== undefined && !found.includes('.test.') && MOCKS.test(readFileSync(found, 'utf8'));
    });
  };
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.join('src', f))
    .filter((f) => mocks(path.join(root, f)));
}
const webMocking = webFilesThatMock();

// One runner, four projects: pure domain rules, the server against a real database, the web app in
// jsdom, and the web files that replace a module (isolated).
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
          exclude: webMocking,
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Typing through comboboxes and rich text in jsdom is slow on two busy cores.
          testTimeout: 20_000,
          // Each file paid for a new jsdom and the app's modules again.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-mocks',
          root: './web',
          include: webMocking,
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
