import { and, desc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { invoiceCounters, invoiceLines, invoices } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/**
 * The columns an invoice line is written with: all but its id, which the database makes. Every other column is
 * written as given, a missing value as null (a new column with a default must be set by the caller).
 */
const { id: _id, ...lineColumns } = getTableColumns(invoiceLines);
const lineColumnEntries = Object.entries(lineColumns) as [
  keyof typeof lineColumns,
  (typeof lineColumns)[keyof typeof lineColumns],
][];

/**
 * An invoice's lines in one statement, whatever their number: each column one array parameter, unnested
 * into rows. A multi-row VALUES binds a parameter per value: for an organisation's 1,500 lines that is
 * 27,000 parameters, several times slower to build and send (the counter row is locked meanwhile), and
 * past about 3,600 lines over the 65,535 a statement may have.
 */
function insertLines(tx: Database, invoiceId: string, lines: NewInvoiceLine[]) {
  const rows = lines.map((line) => ({ ...line, invoiceId }));
  const names = lineColumnEntries.map(([, column]) => sql.identifier(column.name));
  const arrays = lineColumnEntries.map(
    ([key, column]) =>
      sql`${sql.param(rows.map((row) => row[key] ?? null))}::${sql.raw(column.getSQLType())}[]`,
  );
  return tx.execute(
    sql`insert into ${invoiceLines} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

export function createInvoicesRepository(db: Database) {
  return {
    /**
     * The next number of a year, taken in the caller's transaction: the counter row stays locked until it
     * commits (the next invoice of that year waits), and a rollback gives the number back. So numbers
     * are sequential with no gaps and no duplicates, whatever runs at once.
     */
    async nextSequence(tx: Database, year: number): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ year, lastSequence: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.year,
          set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
        })
        .returning({ sequence: invoiceCounters.lastSequence });
      return row!.sequence;
    },

    async insert(tx: Database, invoice: NewInvoice, lines: NewInvoiceLine[]): Promise<InvoiceRow> {
      const [row] = await tx.insert(invoices).values(invoice).returning();
      if (lines.length > 0) await insertLines(tx, row!.id, lines);
      return row!;
    },

    async forPeriod(
      executor: Database,
      userId: string,
      periodStart: string,
    ): Promise<InvoiceRow | undefined> {
      const [row] = await executor
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.userId, userId),
            eq(invoices.periodStart, periodStart),
            eq(invoices.kind, 'invoice'),
          ),
        );
      return row;
    },

    /** The caller's invoice; another user's is not found. */
    async findOwned(userId: string, id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
      return row;
    },

    list(userId: string, filter: { from?: string; to?: string; status?: InvoiceRow['status'] }) {
      return db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.userId, userId),
            filter.from ? gte(invoices.periodStart, filter.from) : undefined,
            filter.to ? lte(invoices.periodStart, filter.to) : undefined,
            filter.status ? eq(invoices.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(invoices.invoiceDate), desc(invoices.number));
    },

    lines(invoiceId: string) {
      return db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoiceId))
        .orderBy(invoiceLines.position);
    },

    async numbers(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.id, ids));
      return new Map(rows.map((row) => [row.id, row.number]));
    },

    creditNotesOf(invoiceId: string) {
      return db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(eq(invoices.creditsInvoiceId, invoiceId))
        .orderBy(invoices.number);
    },

    /** The invoice that billed a line with this reference (a refuel's id), if any. */
    async invoiceWithLine(tx: Database, userId: string, reference: string): Promise<InvoiceRow | undefined> {
      const [row] = await tx
        .select({ invoice: invoices })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(
          and(
            eq(invoices.userId, userId),
            eq(invoices.kind, 'invoice'),
            eq(invoiceLines.reference, reference),
          ),
        )
        .limit(1);
      return row?.invoice;
    },

    /** Open invoices that list this charge become paid. */
    async markPaidByLine(tx: Database, reference: string, at: Date) {
      await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: at })
        .where(
          and(
            eq(invoices.status, 'open'),
            inArray(
              invoices.id,
              tx
                .select({ id: invoiceLines.invoiceId })
                .from(invoiceLines)
                .where(eq(invoiceLines.reference, reference)),
            ),
          ),
        );
    },

    async setStatus(tx: Database, id: string, status: InvoiceRow['status']) {
      await tx.update(invoices).set({ status }).where(eq(invoices.id, id));
    },

    async creditedReferences(executor: Database, userId: string): Promise<Set<string>> {
      const rows = await executor
        .select({ reference: invoices.sourceReference })
        .from(invoices)
        .where(and(eq(invoices.userId, userId), eq(invoices.kind, 'credit_note')));
      return new Set(rows.map((row) => row.reference ?? ''));
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
