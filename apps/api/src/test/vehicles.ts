import type { FastifyInstance } from 'fastify';
import { injectAs } from './test-app.ts';

/** Adds a vehicle by plate through the API (the app must point at an RDW replay server). */
export async function addVehicle(
  app: FastifyInstance,
  token: string,
  plate: string,
): Promise<{ id: string }> {
  const response = await injectAs(app, token, { method: 'POST', url: '/api/vehicles', payload: { plate } });
  if (response.statusCode !== 201)
    throw new Error(`add vehicle failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Posts a log and fails the test unless it is created. */
export async function postLog(
  app: FastifyInstance,
  token: string,
  kind: 'odometer' | 'fuel',
  payload: Record<string, unknown>,
) {
  const response = await injectAs(app, token, { method: 'POST', url: `/api/co2/${kind}`, payload });
  if (response.statusCode !== 201)
    throw new Error(`post ${kind} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
