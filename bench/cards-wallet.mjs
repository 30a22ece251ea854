// The cards and wallet routes under load, on PGlite and PostgreSQL, with Apple and Google Wallet configured
// with a certificate chain and key made for the run: GET /api/cards (the list behind every wallet screen),
// GET /api/pass/{token} (the universal pass page, public), the signed .pkpass download (CPU-bound: signing
// with node-forge) and POST /api/wallet/google/{id} (an RS256 JWT). Rate limits are lifted
// (RATE_LIMIT_DISABLED=1) so the load measures the routes, not 429s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeAppleTestChain, makeGoogleServiceAccount } from '../apps/api/src/test/wallet-credentials.ts';
import { freshPostgres, load, login, startServer } from './lib/harness.mjs';

async function api(url, token, method = 'GET', body) {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return response.json();
}

export async function cardsWallet({ seconds = 10, connections = 50 } = {}) {
  const credentials = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-wallet-'));
  const chain = await makeAppleTestChain(credentials);
  const google = makeGoogleServiceAccount();
  const results = {};
  try {
    for (const engine of ['pglite', 'postgres']) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-cards-'));
      const env = {
        DATA_DIR: dataDir,
        RATE_LIMIT_DISABLED: '1',
        SEED_DEMO: '1',
        ...chain.env,
        ...google.env,
      };
      if (engine === 'postgres') env.DATABASE_URL = await freshPostgres('fuellinq_bench_cards_wallet');
      const server = await startServer(
        'bench/bench-server.ts',
        { ...env, PUBLIC_URL: 'http://127.0.0.1:3500' },
        { port: 3500 },
      );
      try {
        // The business demo account: three cards.
        const token = await login(server.url, 'zakelijk@fuellinq.nl');
        const headers = { authorization: `Bearer ${token}` };
        const [card] = await api(`${server.url}/api/cards`, token);
        const pass = await api(`${server.url}/api/wallet/pass`, token, 'POST', { cardId: card.id });
        const passPage = new URL(pass.url).pathname.replace('/pass/', '/api/pass/');
        const download = new URL(pass.appleUrl).pathname;

        await load({ url: `${server.url}/api/cards`, headers, seconds: 2, connections });
        const list = await load({ url: `${server.url}/api/cards`, headers, seconds, connections });
        const view = await load({ url: `${server.url}${passPage}`, seconds, connections });
        const pkpass = await load({ url: `${server.url}${download}`, seconds, connections: 4 });
        const googleLink = await load({
          url: server.url,
          headers,
          seconds,
          connections: 4,
          requests: [{ method: 'POST', path: `/api/wallet/google/${card.id}` }],
        });
        results[engine] = { list, view, pkpass, googleLink };
      } finally {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await rm(credentials, { recursive: true, force: true });
  }
  return results;
}
