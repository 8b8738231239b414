export * from './accounts.ts';
export * from './meetings.ts';
export * from './orgs.ts';
export * from './items.ts';
