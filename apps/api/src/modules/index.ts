import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { stationRoutes } from './stations/stations.routes.ts';

/** Every feature module's routes, registered by buildApp() in this order. */
export const modules: FastifyPluginAsync[] = [healthRoutes, authRoutes, stationRoutes];
