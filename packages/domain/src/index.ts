import './zod-nl.ts';
export * from './errors/error-codes.ts';
export * from './errors/error-body.ts';
export * from './errors/auth-error-message.ts';
export * from './auth/credentials.ts';
export * from './auth/user.ts';
export * from './auth/auth.contract.ts';
