export * from './users.ts';
export * from './audit-log.ts';
export * from './vehicles.ts';
export * from './emission-factors.ts';
