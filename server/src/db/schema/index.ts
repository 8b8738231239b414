export * from './accounts.ts';
export * from './orgs.ts';
