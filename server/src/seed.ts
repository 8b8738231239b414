// `npm run seed`: re-creates the demo organization and its logins, then exits.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo.ts';

const { app, ctx } = await buildApp(loadConfig());
try {
  await seedDemo(ctx, { reset: true });
  console.log(`Demo data ready. Sign in with any of these, password ${DEMO_PASSWORD}:`);
  for (const user of DEMO_USERS) console.log(`  ${user.email} (${user.role})`);
} finally {
  await app.close();
}
