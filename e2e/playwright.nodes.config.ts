import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, TRACE } from './playwright.config.ts';

// The multi-node pass: specs in nodes/ start their own app nodes on PostgreSQL + Redis (DATABASE_URL,
// REDIS_URL), so they run in CI's production-path pass, not in `npm test` (embedded database).
export default defineConfig({
  testDir: './nodes',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: { trace: TRACE, launchOptions: CHROMIUM_LAUNCH },
});
