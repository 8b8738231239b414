export * from './agenda.ts';
export * from './clocks.ts';
export * from './machine.ts';
export * from './patch.ts';
export * from './types.ts';
