import { defineConfig } from '@playwright/test';

// The built app on its own port and data folder, driven in Debian's Chromium (never a downloaded browser).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = 'e2e/.test-data';

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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
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
