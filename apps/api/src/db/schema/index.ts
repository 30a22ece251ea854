export * from './users.ts';
export * from './audit-log.ts';
export * from './bank-links.ts';
export * from './cards.ts';
export * from './wallet.ts';
export * from './vehicles.ts';
export * from './emission-factors.ts';
export * from './stations.ts';
