export * from './accounts.ts';
export * from './items.ts';
export * from './live-meetings.ts';
export * from './meetings.ts';
export * from './notifications.ts';
export * from './orgs.ts';
export * from './rocks.ts';
export * from './scorecards.ts';
