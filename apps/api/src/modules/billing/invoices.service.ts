import {
  addDays,
  formatDate,
  formatDecimal,
  formatInvoiceNumber,
  fuelLabels,
  type FuelType,
  type InvoiceDetail,
  type InvoiceList,
  type InvoiceListQuery,
  type RefundRefuelBody,
  type RefundRefuelResponse,
  invoiceDocumentTitles,
  billingMessages,
  isoDateIn,
  monthPeriod,
  previousMonthPeriod,
  splitInclusive,
  unitPriceExclTenths,
  VAT_RATE_PERCENT,
} from '@fuellinq/domain';
import type { Config } from '../../config.ts';
import { type Database, inTransaction } from '../../db/database.ts';
import {
  billableRefuels,
  accountsWithActivity,
  billingPartyOf,
  ledgerEntriesIn,
  refuelById,
  refuelOwner,
} from '../../db/queries/billing.ts';
import type { InvoiceParty } from '../../db/schema/billing.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import type { Ledger } from '../balance/ledger.service.ts';
import type { BillingMail } from './billing-mail.ts';
import { toInvoiceDetailDto, toInvoiceSummaryDto } from './billing-dto.ts';
import { createInvoicesRepository, type InvoiceRow, type NewInvoiceLine } from './invoices.repository.ts';
import { createSubscriptionRepository } from './subscription.repository.ts';
import { MAIL_JOB } from './subscription.service.ts';

// Invoices (docs/decisions/013-subscription-and-invoices.md): one per account per calendar month, made by
// the run on the 1st, with a line per subscription period, refuel, card fee and refund; btw rounded per
// line, totals the sums of the lines. Numbers come from a per-year counter row taken in the invoice's own
// transaction. A refund of an invoiced refuel makes a credit note that refers to that invoice.

/** The monthly run: its job key carries the month it runs in (`billing.invoice-run:2026-12`). */
export const INVOICE_RUN_JOB = 'billing.invoice-run';

/** The supplier's legal fields from the configuration (defaults: the demo company). */
export function invoiceSupplierOf(
  config: Pick<
    Config,
    'INVOICE_SUPPLIER_NAME' | 'INVOICE_SUPPLIER_ADDRESS' | 'INVOICE_SUPPLIER_KVK' | 'INVOICE_SUPPLIER_VAT_ID'
  >,
): InvoiceParty {
  return {
    name: config.INVOICE_SUPPLIER_NAME,
    address: config.INVOICE_SUPPLIER_ADDRESS,
    kvk: config.INVOICE_SUPPLIER_KVK,
    vat_id: config.INVOICE_SUPPLIER_VAT_ID,
  };
}

export interface InvoicesServiceDeps {
  db: Database;
  supplier: InvoiceParty;
  ledger: Ledger;
  jobs: Pick<JobRunner, 'enqueue'>;
  now: () => Date;
}

const dutchMoment = (at: Date) => isoDateIn(at);

function stationName(title: string, city: string | null) {
  return city && !title.toLowerCase().includes(city.toLowerCase()) ? `${title}, ${city}` : title;
}

export function createInvoicesService(deps: InvoicesServiceDeps) {
  const { db, now } = deps;
  const repository = createInvoicesRepository(db);
  const subscriptions = createSubscriptionRepository(db);

  const supplier = () => deps.supplier;

  async function customerOf(executor: Database, userId: string) {
    const party = await billingPartyOf(executor, userId);
    const business = party?.accountType === 'business';
    const person = [party?.firstName, party?.lastName].filter(Boolean).join(' ');
    const name = (business ? party?.companyName : null) || person || party?.email || 'Onbekend';
    const address = party?.street ? `${party.street}, ${party.postcode} ${party.city}` : null;
    return {
      email: party?.deletedAt ? null : (party?.email ?? null),
      customer: {
        name,
        address,
        kvk: business ? (party?.kvkNumber ?? null) : null,
        vat_id: business ? (party?.vatId ?? null) : null,
        business,
      },
    };
  }

  /** The lines of a month, oldest first: what was supplied, each with its own btw. */
  async function linesFor(executor: Database, userId: string, from: string, to: string) {
    const [charges, refuels, fees, refunds, credited] = await Promise.all([
      subscriptions.chargesStartingIn(executor, userId, from, to),
      billableRefuels(executor, userId, from, to),
      ledgerEntriesIn(executor, userId, 'card_fee', from, to),
      ledgerEntriesIn(executor, userId, 'refund', from, to),
      repository.creditedReferences(executor, userId),
    ]);
    const lines: (Omit<NewInvoiceLine, 'position'> & { sortAt: string })[] = [];
    let unpaid = false;
    for (const charge of charges) {
      if (charge.status !== 'paid') unpaid = true;
      const split = splitInclusive(charge.amountCents);
      lines.push({
        sortAt: `${charge.periodStart}T00:00`,
        kind: 'subscription',
        description: `Abonnement FuelLinq, ${formatDate(charge.periodStart)} t/m ${formatDate(addDays(charge.periodEnd, -1))}`,
        supplyDate: charge.periodStart,
        vatRate: VAT_RATE_PERCENT,
        amountExclCents: split.excl_cents,
        vatCents: split.vat_cents,
        amountInclCents: split.incl_cents,
        reference: charge.id,
      });
    }
    for (const refuel of refuels) {
      const split = splitInclusive(refuel.amountCents);
      const fuel = fuelLabels[refuel.fuelType as FuelType] ?? refuel.fuelType;
      lines.push({
        sortAt: refuel.completedAt.toISOString(),
        kind: 'refuel',
        description: `Tankbeurt ${fuel}, ${formatDecimal(refuel.liters, 2)} l`,
        supplyDate: dutchMoment(refuel.completedAt),
        station: stationName(refuel.stationTitle, refuel.stationCity),
        fuel,
        liters: refuel.liters,
        unitPriceExclTenths: unitPriceExclTenths(refuel.priceTenths),
        vatRate: VAT_RATE_PERCENT,
        amountExclCents: split.excl_cents,
        vatCents: split.vat_cents,
        amountInclCents: split.incl_cents,
        reference: refuel.id,
      });
    }
    for (const fee of fees) {
      const split = splitInclusive(-fee.amountCents);
      lines.push({
        sortAt: fee.createdAt.toISOString(),
        kind: 'card_fee',
        description: `Extra prepaid tankpas${fee.description ? ` (${fee.description})` : ''}`,
        supplyDate: dutchMoment(fee.createdAt),
        vatRate: VAT_RATE_PERCENT,
        amountExclCents: split.excl_cents,
        vatCents: split.vat_cents,
        amountInclCents: split.incl_cents,
        reference: fee.id,
      });
    }
    for (const refund of refunds) {
      // A refund of an earlier invoice's refuel has its own credit note already.
      if (credited.has(`refund:${refund.reference}`)) continue;
      const split = splitInclusive(-refund.amountCents);
      lines.push({
        sortAt: refund.createdAt.toISOString(),
        kind: 'refund',
        description: `Terugbetaling${refund.description ? `: ${refund.description}` : ''}`,
        supplyDate: dutchMoment(refund.createdAt),
        vatRate: VAT_RATE_PERCENT,
        amountExclCents: split.excl_cents,
        vatCents: split.vat_cents,
        amountInclCents: split.incl_cents,
        reference: `refund:${refund.reference}`,
      });
    }
    lines.sort((a, b) => (a.sortAt < b.sortAt ? -1 : a.sortAt > b.sortAt ? 1 : 0));
    return {
      unpaid,
      lines: lines.map(({ sortAt: _sortAt, ...line }, index) => ({ ...line, position: index + 1 })),
    };
  }

  const totals = (lines: Pick<NewInvoiceLine, 'amountExclCents' | 'vatCents' | 'amountInclCents'>[]) => ({
    amountExclCents: lines.reduce((sum, line) => sum + line.amountExclCents, 0),
    vatCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
    amountInclCents: lines.reduce((sum, line) => sum + line.amountInclCents, 0),
  });

  /** Numbers, writes and announces one invoice or credit note in its own transaction. */
  async function issue(
    tx: Database,
    values: Omit<InvoiceRow, 'id' | 'number' | 'year' | 'sequence' | 'createdAt'>,
    lines: NewInvoiceLine[],
    email: string | null,
  ): Promise<InvoiceRow> {
    const year = Number(values.invoiceDate.slice(0, 4));
    // Last before the inserts: the counter row is held only for the rest of this transaction.
    const sequence = await repository.nextSequence(tx, year);
    const number = formatInvoiceNumber(year, sequence);
    const row = await repository.insert(tx, { ...values, number, year, sequence, createdAt: now() }, lines);
    await writeAudit(tx, {
      actorUserId: null,
      action: `invoice.${values.kind}`,
      entity: 'invoice',
      entityId: row.id,
      details: { number, amount_incl_cents: values.amountInclCents, period_start: values.periodStart },
    });
    if (email) {
      const mail: BillingMail = {
        userId: values.userId,
        template: 'invoice',
        number,
        amountCents: values.amountInclCents,
        title: invoiceDocumentTitles[values.document],
      };
      await deps.jobs.enqueue(MAIL_JOB, mail, {
        key: `${MAIL_JOB}:invoice:${row.id}`,
        db: tx,
      });
    }
    return row;
  }

  /**
   * The invoice of one account for one calendar month (`period` from the 1st to the last day), dated
   * `invoiceDate`. Made once: a second call (or a second runner) finds it; nothing to bill, no invoice.
   */
  async function createForMonth(
    userId: string,
    period: { from: string; to: string },
    invoiceDate: string,
  ): Promise<InvoiceRow | null> {
    const existing = await repository.forPeriod(db, userId, period.from);
    if (existing) return existing;
    const { lines, unpaid } = await linesFor(db, userId, period.from, period.to);
    if (lines.length === 0) return null;
    const { email, customer } = await customerOf(db, userId);
    const sums = totals(lines);
    try {
      return await inTransaction(db, (tx) =>
        issue(
          tx,
          {
            userId,
            kind: 'invoice',
            document: customer.business ? 'factuur' : 'overzicht',
            status: unpaid ? 'open' : 'paid',
            invoiceDate,
            periodStart: period.from,
            periodEnd: period.to,
            ...sums,
            creditsInvoiceId: null,
            sourceReference: null,
            remark: null,
            supplier: supplier(),
            customer,
            paidAt: unpaid ? null : now(),
          },
          lines,
          email,
        ),
      );
    } catch (error) {
      // Another runner made this account's invoice at the same moment: its number stands, ours rolled back.
      if (isUniqueViolation(error, 'invoices_user_period_key')) {
        return (await repository.forPeriod(db, userId, period.from)) ?? null;
      }
      throw error;
    }
  }

  /** The run on the 1st: every account with something to bill in the previous month, a few at a time. */
  async function runMonth(runDate: string, options: { concurrency?: number } = {}) {
    const period = previousMonthPeriod(runDate);
    const invoiceDate = monthPeriod(runDate).from;
    const accounts = await accountsWithActivity(db, period.from, period.to);
    let created = 0;
    let next = 0;
    const worker = async () => {
      while (next < accounts.length) {
        const userId = accounts[next++]!;
        if (await createForMonth(userId, period, invoiceDate)) created += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
    return { accounts: accounts.length, invoices: created, period };
  }

  /**
   * An erased account's last invoices, in the erasure's own transaction and before its name and address go
   * (an invoice keeps them, 7 years): the previous month's when the run on the 1st has not made it yet, and
   * this month's up to today, which states `remark` (the balance paid back) under its totals. No mail: the
   * erasure's own confirmation names the invoice. Answers the last one's number, or null when nothing was
   * billed and nothing paid back.
   */
  async function closeAccount(tx: Database, userId: string, remark: string | null): Promise<string | null> {
    const today = dutchMoment(now());
    const { customer } = await customerOf(tx, userId);
    const previous = previousMonthPeriod(today);
    const current = { from: monthPeriod(today).from, to: today };
    let last: InvoiceRow | null = null;
    for (const period of [previous, current]) {
      const final = period === current;
      const existing = await repository.forPeriod(tx, userId, period.from);
      if (existing) {
        last = existing;
        continue;
      }
      const { lines, unpaid } = await linesFor(tx, userId, period.from, period.to);
      if (lines.length === 0 && !(final && remark)) continue;
      last = await issue(
        tx,
        {
          userId,
          kind: 'invoice',
          document: customer.business ? 'factuur' : 'overzicht',
          status: unpaid ? 'open' : 'paid',
          invoiceDate: final ? today : current.from,
          periodStart: period.from,
          periodEnd: period.to,
          ...totals(lines),
          creditsInvoiceId: null,
          sourceReference: null,
          remark: final ? remark : null,
          supplier: supplier(),
          customer,
          paidAt: unpaid ? null : now(),
        },
        lines,
        null,
      );
    }
    return last?.number ?? null;
  }

  const service = {
    createForMonth,
    runMonth,
    closeAccount,

    async list(userId: string, query: InvoiceListQuery): Promise<InvoiceList> {
      const rows = await repository.list(userId, {
        ...(query.from ? { from: `${query.from}-01` } : {}),
        ...(query.to ? { to: `${query.to}-01` } : {}),
        ...(query.status ? { status: query.status } : {}),
      });
      const numbers = await repository.numbers(
        rows.map((row) => row.creditsInvoiceId).filter((id): id is string => Boolean(id)),
      );
      return rows.map((row) =>
        toInvoiceSummaryDto(row, row.creditsInvoiceId ? (numbers.get(row.creditsInvoiceId) ?? null) : null),
      );
    },

    async get(userId: string, id: string): Promise<InvoiceDetail> {
      const row = await repository.findOwned(userId, id);
      if (!row) throw notFound(billingMessages.invoiceNotFound);
      const [lines, creditNotes, numbers] = await Promise.all([
        repository.lines(row.id),
        repository.creditNotesOf(row.id),
        repository.numbers(row.creditsInvoiceId ? [row.creditsInvoiceId] : []),
      ]);
      return toInvoiceDetailDto(row, lines, {
        creditsNumber: row.creditsInvoiceId ? (numbers.get(row.creditsInvoiceId) ?? null) : null,
        creditNotes,
      });
    },

    /** A paid subscription charge: the invoice that listed it as open is paid now. */
    chargePaid: (tx: Database, chargeId: string, at: Date) => repository.markPaidByLine(tx, chargeId, at),

    /**
     * Refunds (part of) a completed refuel to the balance, once per refuel. When the refuel is on an
     * invoice already, a credit note refers to that invoice and marks it credited; otherwise the refund is
     * a negative line on the month's coming invoice.
     */
    async refundRefuel(userId: string, transactionId: string, amountCents: number, reason: string) {
      const at = now();
      const refuel = await refuelById(db, userId, transactionId);
      if (!refuel || refuel.amountCents === null) throw notFound();
      const amount = Math.min(amountCents, refuel.amountCents);
      const { email, customer } = await customerOf(db, userId);
      return inTransaction(db, async (tx) => {
        const booked = await deps.ledger.credit(tx, userId, 'refund', amount, transactionId, reason);
        if (!booked) return { booked: false, refundCents: 0, creditNote: null };
        const original = await repository.invoiceWithLine(tx, userId, transactionId);
        if (!original) return { booked: true, refundCents: amount, creditNote: null };
        const split = splitInclusive(-amount);
        const fuel = fuelLabels[refuel.fuelType as FuelType] ?? refuel.fuelType;
        const line: NewInvoiceLine = {
          position: 1,
          kind: 'refund',
          description: `Creditering tankbeurt ${fuel} van ${formatDate(dutchMoment(refuel.completedAt ?? at))} (factuur ${original.number}): ${reason}`,
          supplyDate: dutchMoment(refuel.completedAt ?? at),
          station: stationName(refuel.stationTitle, refuel.stationCity),
          fuel,
          liters: refuel.liters,
          unitPriceExclTenths: refuel.priceTenths === null ? null : unitPriceExclTenths(refuel.priceTenths),
          vatRate: VAT_RATE_PERCENT,
          amountExclCents: split.excl_cents,
          vatCents: split.vat_cents,
          amountInclCents: split.incl_cents,
          reference: `refund:${transactionId}`,
        };
        const note = await issue(
          tx,
          {
            userId,
            kind: 'credit_note',
            document: 'creditnota',
            status: 'paid',
            invoiceDate: dutchMoment(at),
            periodStart: original.periodStart,
            periodEnd: original.periodEnd,
            ...totals([line]),
            creditsInvoiceId: original.id,
            sourceReference: `refund:${transactionId}`,
            remark: null,
            supplier: supplier(),
            customer,
            paidAt: at,
          },
          [line],
          email,
        );
        await repository.setStatus(tx, original.id, 'credited');
        return { booked: true, refundCents: amount, creditNote: note };
      });
    },

    /**
     * POST /api/admin/refuels/{id}/refund: an admin pays a completed refuel back, in part or whole, once; the
     * owner's balance is credited and the refund is audited under the admin's name.
     */
    async refundAsAdmin(
      actorUserId: string,
      transactionId: string,
      body: RefundRefuelBody,
    ): Promise<RefundRefuelResponse> {
      const refuel = await refuelOwner(db, transactionId);
      if (!refuel || refuel.status !== 'completed' || refuel.amountCents === null)
        throw notFound(billingMessages.refuelNotFound);
      if (body.amount_cents > refuel.amountCents)
        throw fieldError('amount_cents', billingMessages.refundTooHigh);
      const result = await service.refundRefuel(refuel.userId, transactionId, body.amount_cents, body.reason);
      if (!result.booked) throw conflict('already_refunded', billingMessages.alreadyRefunded);
      await writeAudit(db, {
        actorUserId,
        action: 'refuel.refund',
        entity: 'fuel_transaction',
        entityId: transactionId,
        details: {
          owner_user_id: refuel.userId,
          amount_cents: result.refundCents,
          reason: body.reason,
          credit_note: result.creditNote?.number ?? null,
        },
      });
      return {
        refund_cents: result.refundCents,
        credit_note: result.creditNote
          ? { id: result.creditNote.id, number: result.creditNote.number }
          : null,
      };
    },
  };
  return service;
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
