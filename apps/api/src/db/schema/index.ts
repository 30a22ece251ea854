export * from './users.ts';
export * from './audit-log.ts';
