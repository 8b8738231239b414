import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// The built app on its own port and data folder, driven in Debian's Chromium (never a downloaded browser).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = 'e2e/.test-data';

/**
 * A trace of every action costs Chromium about a third more CPU on every test, and nobody can open a
 * CI run's traces: E2E_TRACE=1 keeps one for each failed test (e2e/test-results/), to debug locally.
 */
export const TRACE = process.env.E2E_TRACE ? ('retain-on-failure' as const) : ('off' as const);

/** Debian's Chromium, quiet: no updates, sync or background traffic. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './specs',
  // Specs walk whole stories; a loaded machine takes longer than a minute over some of them.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Spec files run side by side, one per worker; a file's tests run in order unless it says
  // otherwise (accessibility.spec.ts). Chromium's rendering is most of the CPU: one worker per core
  // keeps them busy (on two cores, three workers only queued behind the first two); E2E_WORKERS to choose.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  retries: 0,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: TRACE,
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node server/dist/main.js`,
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/v2/version`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      // Example videos for learning-center.spec.ts: the repository's own catalogue has none (docs/decisions.md).
      LEARNING_CATALOGUE: 'e2e/fixtures/learning-catalogue.json',
    },
  },
});
