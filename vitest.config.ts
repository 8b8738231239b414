import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the server against a real database, the web app in jsdom.
export default defineConfig({
  test: {
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
