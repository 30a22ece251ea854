import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';

/** For trying the app only: the README lists these with their password. */
export const DEMO_PASSWORD = 'demo1234';

export const demoUsers = [
  {
    email: 'consument@fuellinq.nl',
    role: 'user',
    accountType: 'consumer',
    firstName: 'Sanne',
    lastName: 'de Vries',
  },
  {
    email: 'zakelijk@fuellinq.nl',
    role: 'user',
    accountType: 'business',
    firstName: 'Daan',
    lastName: 'Jansen',
    companyName: 'Jansen Installatietechniek B.V.',
    kvkNumber: '12345678',
    vatId: 'NL001234567B01',
  },
  {
    email: 'partner@fuellinq.nl',
    role: 'partner',
    accountType: 'business',
    firstName: 'Pieter',
    lastName: 'Bakker',
  },
  {
    // A second station operator: partner isolation can be tried with two accounts.
    email: 'partner2@fuellinq.nl',
    role: 'partner',
    accountType: 'business',
    firstName: 'Fatima',
    lastName: 'El Amrani',
  },
  {
    email: 'admin@fuellinq.nl',
    role: 'admin',
    accountType: 'consumer',
    firstName: 'Anouk',
    lastName: 'Visser',
  },
] as const;

export async function seedDemoUsers(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Existing accounts are left as they are: a demo user who changed the password keeps it.
  await db
    .insert(users)
    .values(demoUsers.map((user) => ({ ...user, passwordHash })))
    .onConflictDoNothing();
}
