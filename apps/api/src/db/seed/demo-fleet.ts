import { asc, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { recordOrgAudit } from '../../modules/orgs/org-access.service.ts';
import { orgAccountEmail } from '../../modules/orgs/orgs.service.ts';
import { type Database, inTransaction } from '../database.ts';
import { costCentres, orgMembers, organisations, users } from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

// The demo fleet (issue 24 §1): zakelijk@fuellinq.nl owns "Demo Transport B.V." with five drivers (demo
// accounts with the demo password), a bookkeeper, and two cost centres. The company cards, vehicles and
// refuels are seeded after this one (demo-fleet-cards.ts, demo-fleet-refuels.ts), through demoFleet().

export const DEMO_ORG_NAME = 'Demo Transport B.V.';
export const DEMO_ORG_OWNER = 'zakelijk@fuellinq.nl';
/** A KvK number of 8 digits and a btw-id whose 9 digits pass the elfproef: synthetic, for the demo only. */
export const DEMO_ORG_KVK = '24681357';
export const DEMO_ORG_VAT_ID = 'NL123456782B01';

export const demoFleetDrivers = [
  { email: 'bestuurder1@fuellinq.nl', firstName: 'Kees', lastName: 'van Dijk' },
  { email: 'bestuurder2@fuellinq.nl', firstName: 'Fenna', lastName: 'Bos' },
  { email: 'bestuurder3@fuellinq.nl', firstName: 'Mohamed', lastName: 'Yilmaz' },
  { email: 'bestuurder4@fuellinq.nl', firstName: 'Lotte', lastName: 'Smit' },
  { email: 'bestuurder5@fuellinq.nl', firstName: 'Jeroen', lastName: 'de Boer' },
] as const;
export const demoFleetAccountant = {
  email: 'boekhouder@fuellinq.nl',
  firstName: 'Ingrid',
  lastName: 'Mulder',
} as const;
export const DEMO_COST_CENTRES = [
  { name: 'Distributie', code: 'KP-100', maxPerDayCents: 60_000, maxPerMonthCents: 800_000 },
  { name: 'Service', code: 'KP-200', maxPerDayCents: 30_000, maxPerMonthCents: 400_000 },
] as const;

export interface DemoFleet {
  orgId: string;
  /** The organisation's own account: it holds the company balance and pays company refuels. */
  accountUserId: string;
  ownerUserId: string;
  /** The five drivers, in the order of demoFleetDrivers. */
  driverUserIds: string[];
  accountantUserId: string;
  /** Cost centre ids by name. */
  costCentres: Record<(typeof DEMO_COST_CENTRES)[number]['name'], string>;
}

/** The demo organisation's id, or undefined before it is seeded. */
export async function demoOrgId(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, DEMO_ORG_NAME))
    .orderBy(asc(organisations.createdAt))
    .limit(1);
  return row?.id;
}

/** Everything the later fleet seeds need; undefined before seedDemoFleet ran. */
export async function demoFleet(db: Database): Promise<DemoFleet | undefined> {
  const orgId = await demoOrgId(db);
  if (!orgId) return undefined;
  const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
  const emails = [DEMO_ORG_OWNER, demoFleetAccountant.email, ...demoFleetDrivers.map((d) => d.email)];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = (email: string) => {
    const found = people.find((person) => person.email === email);
    if (!found) throw new Error(`demo fleet: ${email} is not seeded`);
    return found.id;
  };
  const centres = await db.select().from(costCentres).where(eq(costCentres.orgId, orgId));
  const centreId = (name: string) => {
    const found = centres.find((centre) => centre.name === name);
    if (!found) throw new Error(`demo fleet: cost centre ${name} is not seeded`);
    return found.id;
  };
  return {
    orgId,
    accountUserId: org!.accountUserId,
    ownerUserId: idOf(DEMO_ORG_OWNER),
    driverUserIds: demoFleetDrivers.map((driver) => idOf(driver.email)),
    accountantUserId: idOf(demoFleetAccountant.email),
    costCentres: { Distributie: centreId('Distributie'), Service: centreId('Service') },
  };
}

/** Idempotent: creates what is missing, leaves what is there (a demo driver who changed a role keeps it). */
export async function seedDemoFleet(db: Database): Promise<DemoFleet> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ORG_OWNER));
  if (!owner) throw new Error(`demo fleet: ${DEMO_ORG_OWNER} is not seeded (demo-users runs first)`);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      [...demoFleetDrivers, demoFleetAccountant].map((person) => ({
        ...person,
        passwordHash,
        role: 'user' as const,
        accountType: 'consumer' as const,
      })),
    )
    .onConflictDoNothing();

  await inTransaction(db, async (tx) => {
    if (await demoOrgId(tx)) return;
    const orgId = crypto.randomUUID();
    const [account] = await tx
      .insert(users)
      .values({
        email: orgAccountEmail(orgId),
        passwordHash: '!',
        accountType: 'business',
        companyName: DEMO_ORG_NAME,
        kvkNumber: DEMO_ORG_KVK,
        vatId: DEMO_ORG_VAT_ID,
      })
      .returning({ id: users.id });
    await tx.insert(organisations).values({
      id: orgId,
      name: DEMO_ORG_NAME,
      kvkNumber: DEMO_ORG_KVK,
      vatId: DEMO_ORG_VAT_ID,
      invoiceAddress: 'Transportweg 12\n3045 NB Rotterdam',
      invoiceEmail: 'facturen@demotransport.example',
      accountUserId: account!.id,
      createdByUserId: owner.id,
      lowBalanceThresholdCents: 50_000,
    });
    await tx.insert(orgMembers).values({ orgId, userId: owner.id, role: 'owner' });
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: owner.id,
      subjectUserId: owner.id,
      action: 'org.create',
      entity: 'organisation',
      entityId: orgId,
      after: { name: DEMO_ORG_NAME, kvk_number: DEMO_ORG_KVK, vat_id: DEMO_ORG_VAT_ID },
    });
  });

  const orgId = (await demoOrgId(db))!;
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [demoFleetAccountant.email, ...demoFleetDrivers.map((d) => d.email)]));
  await db
    .insert(orgMembers)
    .values(
      members.map((member) => ({
        orgId,
        userId: member.id,
        role: member.email === demoFleetAccountant.email ? ('accountant' as const) : ('driver' as const),
        // One driver has a monthly budget, so the overview has one to show.
        monthlyBudgetCents: member.email === 'bestuurder1@fuellinq.nl' ? 60_000 : null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(costCentres)
    .values(DEMO_COST_CENTRES.map((centre) => ({ ...centre, orgId })))
    .onConflictDoNothing();
  const fleet = await demoFleet(db);
  if (!fleet) throw new Error('demo fleet vanished while seeding');
  return fleet;
}
