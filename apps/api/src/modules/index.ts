import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { bankRoutes } from './bank/bank.routes.ts';
import { cardsRoutes } from './cards/cards.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';

/** Every feature module's routes, registered by buildApp() in this order. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  bankRoutes,
  cardsRoutes,
  walletRoutes,
];
