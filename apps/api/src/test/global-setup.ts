import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';

/**
 * Migrates one database before the API tests start, so each test file copies a ready database instead of
 * migrating its own: PGlite from a dump, the PostgreSQL server from a template database.
 * TEST_DB=postgres (with TEST_DATABASE_URL) runs the suite on the server; anything else on PGlite.
 */
export default async function setup(project: TestProject) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-api-test-'));
  const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

  const pglite = await openDatabase({ kind: 'pglite' });
  await pglite.migrate();
  const client = (pglite.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(tmp, 'migrated.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteDump', dumpFile);

  let template: string | null = null;
  const url = process.env.TEST_DATABASE_URL ?? null;
  if (engine === 'postgres') {
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://…)');
    template = `fuellinq_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
    await handle.migrate();
    await handle.close();
  }
  project.provide('postgresTemplate', template);
  project.provide('postgresUrl', engine === 'postgres' ? url : null);

  return async () => {
    await rm(tmp, { recursive: true, force: true });
    if (template && url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    }
  };
}
