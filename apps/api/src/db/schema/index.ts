export * from './users.ts';
export * from './audit-log.ts';
export * from './stations.ts';
