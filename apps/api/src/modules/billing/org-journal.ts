import type {
  JournalQuery,
  OrgBookkeeping,
  OrgBookkeepingBody,
} from '@fuellinq/domain/billing/org-journal.contract';
import { OrgBookkeepingBodySchema } from '@fuellinq/domain/billing/org-journal.contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { costCentres, invoiceLines, invoices, orgBookkeeping } from '../../db/schema/index.ts';
import { csvNumber, toCsv } from '../../lib/csv.ts';
import { recordOrgAudit, requireOrgRole } from '../orgs/org-access.service.ts';

// The journal export for the bookkeeping (issue 25 §2). The organisation maps its own grootboekrekeningen
// once (fuel, fees); its cost centres carry their own codes. The journal of a month is every invoice and
// credit note of the organisation's account dated in that month (the boekdatum is the factuurdatum), one row
// per line, so the rows of each document add up to its totals. Read: owner, managers, boekhouder; the
// mapping is changed by the owner and managers only.

async function mappingOf(db: Database, orgId: string): Promise<OrgBookkeeping> {
  const [row] = await db.select().from(orgBookkeeping).where(eq(orgBookkeeping.orgId, orgId));
  const centres = await db
    .select({ id: costCentres.id, name: costCentres.name, code: costCentres.code })
    .from(costCentres)
    .where(eq(costCentres.orgId, orgId))
    .orderBy(asc(costCentres.name));
  return {
    fuel_account: row?.fuelAccount ?? null,
    fees_account: row?.feesAccount ?? null,
    cost_centres: centres,
  };
}

export async function getOrgBookkeeping(
  db: Database,
  orgId: string,
  userId: string,
): Promise<OrgBookkeeping> {
  await requireOrgRole(db, orgId, userId, 'read');
  return mappingOf(db, orgId);
}

export async function saveOrgBookkeeping(
  db: Database,
  orgId: string,
  userId: string,
  body: OrgBookkeepingBody,
  now: Date,
): Promise<OrgBookkeeping> {
  await requireOrgRole(db, orgId, userId, 'manage');
  const { fuel_account, fees_account } = OrgBookkeepingBodySchema.parse(body);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(orgBookkeeping).where(eq(orgBookkeeping.orgId, orgId));
    const values = {
      fuelAccount: fuel_account,
      feesAccount: fees_account,
      updatedByUserId: userId,
      updatedAt: now,
    };
    await tx
      .insert(orgBookkeeping)
      .values({ orgId, ...values })
      .onConflictDoUpdate({ target: orgBookkeeping.orgId, set: values });
    await recordOrgAudit(tx, {
      orgId,
      actorUserId: userId,
      action: 'bookkeeping.update',
      entity: 'bookkeeping',
      entityId: orgId,
      before: before ? { fuel_account: before.fuelAccount, fees_account: before.feesAccount } : null,
      after: { fuel_account, fees_account },
    });
  });
  return mappingOf(db, orgId);
}

/** The btw-code most packages know the Dutch rates by. */
export function vatCode(ratePercent: number): string {
  if (ratePercent === 21) return 'hoog';
  if (ratePercent === 9) return 'laag';
  if (ratePercent === 0) return 'geen';
  return `${ratePercent}%`;
}

const euros = (cents: number) => csvNumber(cents / 100, 2);
/** 2026-12-01 → 01-12-2026: the date every import screen reads. */
const dutchDate = (iso: string) => iso.split('-').reverse().join('-');

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

export const JOURNAL_HEADER = [
  'Datum',
  'Boekstuk',
  'Soort',
  'Regel',
  'Grootboekrekening',
  'Kostenplaats',
  'Kostenplaatsnaam',
  'Btw-code',
  'Btw-tarief (%)',
  'Omschrijving',
  'Bedrag excl. btw (€)',
  'Btw (€)',
  'Bedrag incl. btw (€)',
] as const;

/** The month's journal as CSV (semicolons, decimal commas, BOM), and its file name. */
export async function orgJournalCsv(
  db: Database,
  orgId: string,
  userId: string,
  query: JournalQuery,
): Promise<{ csv: string; filename: string }> {
  const membership = await requireOrgRole(db, orgId, userId, 'read');
  const mapping = await mappingOf(db, orgId);
  const codes = new Map(mapping.cost_centres.map((centre) => [centre.name.toLowerCase(), centre.code]));
  const rows = await db
    .select({
      date: invoices.invoiceDate,
      number: invoices.number,
      kind: invoices.kind,
      position: invoiceLines.position,
      lineKind: invoiceLines.kind,
      description: invoiceLines.description,
      costCentre: invoiceLines.costCentre,
      vatRate: invoiceLines.vatRate,
      amountExcl: invoiceLines.amountExclCents,
      vat: invoiceLines.vatCents,
      amountIncl: invoiceLines.amountInclCents,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.userId, membership.accountUserId),
        gte(invoices.invoiceDate, `${query.month}-01`),
        lte(invoices.invoiceDate, lastDayOf(query.month)),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.number), asc(invoiceLines.position));
  const csv = toCsv([
    JOURNAL_HEADER,
    ...rows.map((row) => [
      dutchDate(row.date),
      row.number,
      row.kind === 'credit_note' ? 'Creditnota' : 'Factuur',
      row.position,
      (row.lineKind === 'refuel' || row.lineKind === 'refund'
        ? mapping.fuel_account
        : mapping.fees_account) ?? '',
      row.costCentre ? (codes.get(row.costCentre.toLowerCase()) ?? '') : '',
      row.costCentre,
      vatCode(row.vatRate),
      row.vatRate,
      row.description,
      euros(row.amountExcl),
      euros(row.vat),
      euros(row.amountIncl),
    ]),
  ]);
  return { csv, filename: `journaalpost-${query.month}.csv` };
}
