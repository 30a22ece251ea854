import {
  addDays,
  formatDate,
  formatEuro,
  invoiceDocumentTitles,
  monthName,
  SUBSCRIPTION_PORTAL_PATH,
} from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { billingPartyOf } from '../../db/queries/billing.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import type { Mail, MailAttachment } from '../../lib/mailer.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import { type InvoicedOrganisation, organisationOfAccount } from './org-invoice-lines.ts';
import { orgInvoiceAttachments } from './org-invoices.ts';

// The e-mails about the subscription and invoices, sent by the MAIL_JOB (one job per message, keyed, so a
// message is enqueued once; the job is leased, so a crash between sending and marking it done can repeat
// a message: at least once, never lost).

/** Sends one e-mail about the subscription or an invoice. */
export const MAIL_JOB = 'billing.mail';

export type BillingMail =
  | { userId: string; template: 'trial_started'; trialEndsOn: string }
  | { userId: string; template: 'charged'; amountCents: number; periodStart: string; periodEnd: string }
  | { userId: string; template: 'charge_failed'; amountCents: number; nextRetryOn: string }
  | { userId: string; template: 'cancel_requested'; periodEnd: string }
  | { userId: string; template: 'ended'; periodEnd: string }
  | { userId: string; template: 'ended_unpaid' }
  | { userId: string; template: 'invoice'; number: string; amountCents: number; title: string }
  | {
      /** The organisation's own account. */
      userId: string;
      template: 'org_invoice';
      /** The invoice or credit note, sent along as files. */
      invoiceId: string;
      organisation: string;
      number: string;
      amountCents: number;
      title: string;
      periodStart: string;
    };

/** Enqueues a mail in the transaction of the change it reports, once per `key`. */
export function enqueueBillingMail(
  jobs: Pick<JobRunner, 'enqueue'>,
  tx: Database,
  key: string,
  mail: BillingMail,
) {
  return jobs.enqueue(MAIL_JOB, mail, { key: `${MAIL_JOB}:${key}`, db: tx });
}

/** The mail of an issued invoice or credit note: the person's, or the organisation's (decision 028). */
export function invoiceMail(
  invoice: Pick<InvoiceRow, 'id' | 'userId' | 'number' | 'amountInclCents' | 'document' | 'periodStart'>,
  org: Pick<InvoicedOrganisation, 'name'> | undefined,
): BillingMail {
  const mail = {
    userId: invoice.userId,
    number: invoice.number,
    amountCents: invoice.amountInclCents,
    title: invoiceDocumentTitles[invoice.document],
  };
  return org
    ? {
        ...mail,
        template: 'org_invoice',
        invoiceId: invoice.id,
        organisation: org.name,
        periodStart: invoice.periodStart,
      }
    : { ...mail, template: 'invoice' };
}

/**
 * Where a mail goes when it is sent: an organisation's invoice to its invoice address as it is then, any
 * other to the account's address; nowhere (null) once that is gone (an erased account, an address removed).
 */
export async function billingMailRecipient(db: Database, mail: BillingMail): Promise<string | null> {
  if (mail.template === 'org_invoice') {
    return (await organisationOfAccount(db, mail.userId))?.invoiceEmail ?? null;
  }
  const party = await billingPartyOf(db, mail.userId);
  return party && !party.deletedAt ? party.email : null;
}

/** The files a mail carries: an organisation's invoice or credit note as PDF and e-invoice (UBL). */
export async function billingMailAttachments(db: Database, mail: BillingMail): Promise<MailAttachment[]> {
  if (mail.template !== 'org_invoice') return [];
  const org = await organisationOfAccount(db, mail.userId);
  return org ? orgInvoiceAttachments(db, org.id, mail.userId, mail.invoiceId) : [];
}

export function billingMailText(mail: BillingMail, to: string, publicUrl: string): Mail {
  const portal = `${publicUrl}${SUBSCRIPTION_PORTAL_PATH}`;
  const sign = '\n\nGroet,\nFuelLinq';
  switch (mail.template) {
    case 'trial_started':
      return {
        to,
        subject: 'Je gratis proefmaand bij FuelLinq is gestart',
        text: `Welkom! Je abonnement is gestart met een gratis maand, tot en met ${formatDate(mail.trialEndsOn)}. Daarna kost het € 2,50 per maand (incl. btw), maandelijks opzegbaar.\n\nBeheer je abonnement: ${portal}${sign}`,
      };
    case 'charged':
      return {
        to,
        subject: 'Je FuelLinq-abonnement is betaald',
        text: `We hebben ${formatEuro(mail.amountCents)} voor je FuelLinq-abonnement ontvangen, voor ${formatDate(mail.periodStart)} t/m ${formatDate(addDays(mail.periodEnd, -1))}.\n\nBeheer je abonnement: ${portal}${sign}`,
      };
    case 'charge_failed':
      return {
        to,
        subject: 'Betaling van je FuelLinq-abonnement mislukt',
        text: `De betaling van ${formatEuro(mail.amountCents)} voor je abonnement is niet gelukt. We proberen het opnieuw op ${formatDate(mail.nextRetryOn)}. Waardeer je saldo op of stel automatische incasso in om je abonnement te houden.\n\n${portal}${sign}`,
      };
    case 'cancel_requested':
      return {
        to,
        subject: 'Je FuelLinq-abonnement is opgezegd',
        text: `Je hebt je abonnement opgezegd. Het loopt door tot en met ${formatDate(addDays(mail.periodEnd, -1))}; daarna betaal je niets meer. Bedacht? Je kunt de opzegging tot die dag intrekken: ${portal}${sign}`,
      };
    case 'ended':
      return {
        to,
        subject: 'Je FuelLinq-abonnement is gestopt',
        text: `Je abonnement is op ${formatDate(mail.periodEnd)} beëindigd, zoals je had opgezegd.${sign}`,
      };
    case 'ended_unpaid':
      return {
        to,
        subject: 'Je FuelLinq-abonnement is gestopt: betaling niet gelukt',
        text: `We konden je abonnement na drie nieuwe pogingen niet afschrijven, dus het is beëindigd. Vragen? Neem contact met ons op via ${publicUrl}/contact.${sign}`,
      };
    case 'invoice':
      return {
        to,
        subject: `${mail.title} ${mail.number} van FuelLinq`,
        text: `Je ${mail.title.toLowerCase()} ${mail.number} staat klaar: ${formatEuro(mail.amountCents)}. Bekijk en download hem op ${publicUrl}/app/invoices.${sign}`,
      };
    case 'org_invoice': {
      const month = `${monthName(Number(mail.periodStart.slice(5, 7)), { long: true })} ${mail.periodStart.slice(0, 4)}`;
      return {
        to,
        subject: `${mail.title} ${mail.number} van FuelLinq voor ${mail.organisation}`,
        text: `De ${mail.title.toLowerCase()} ${mail.number} van ${mail.organisation} over ${month} staat klaar: ${formatEuro(mail.amountCents)} incl. btw. De PDF en de e-factuur (UBL, Peppol BIS 3.0) zitten in de bijlagen; de CSV en alle eerdere facturen staan op ${publicUrl}/app/fleet/invoices.${sign}`,
      };
    }
  }
}
