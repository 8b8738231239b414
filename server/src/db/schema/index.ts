export * from './accounts.ts';
export * from './orgs.ts';
export * from './meetings.ts';
