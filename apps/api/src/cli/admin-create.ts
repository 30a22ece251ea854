// `npm run admin:create -- you@example.nl`: makes the first real admin (or promotes an existing account) and
// prints a one-time link to set the password. The password never passes through a shell, a process list or
// a log. On the embedded database, stop the server first: only one process may open its data folder.
import { mkdir } from 'node:fs/promises';
import { EmailSchema } from '@fuellinq/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, pgliteDir } from '../db/database.ts';
import { createAdminAccount } from '../modules/auth/admin-accounts.ts';

async function main(argv: string[]) {
  const parsed = EmailSchema.safeParse(argv[0] ?? '');
  if (!parsed.success || argv.length !== 1) {
    console.error('Usage: npm run admin:create -- <e-mail address>');
    process.exit(2);
  }
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config.dataDir) });
  try {
    await database.migrate();
    const result = await createAdminAccount(database.db, parsed.data, { publicUrl: config.publicUrl });
    const done = result.created
      ? `Admin account ${parsed.data} created.`
      : `Account ${parsed.data} is now an admin (it was '${result.previousRole}').`;
    process.stdout.write(`${done}\nSet its password within an hour, once, at:\n  ${result.resetLink}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
