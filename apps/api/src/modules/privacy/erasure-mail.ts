import { formatEuro } from '@fuellinq/domain';
import type { Mail } from '../../lib/mailer.ts';

// The confirmation of an erasure, to the address the account had: the one mail an erased account gets. Its
// job carries the address, because the account no longer has one.

/** Sends the confirmation of an erasure: payload ErasureMail. */
export const ERASURE_MAIL_JOB = 'privacy.erasure-mail';

export interface ErasureMail {
  to: string;
  payoutCents: number;
  ibanMasked: string | null;
  subscriptionEnded: boolean;
  mandateRevoked: boolean;
  finalInvoiceNumber: string | null;
}

export function erasureMailText(mail: ErasureMail, publicUrl: string): Mail {
  const to = mail.ibanMasked ? `rekening ${mail.ibanMasked}` : 'de rekening waarvan je betaalde';
  const paragraphs = [
    'Je FuelLinq-account is verwijderd, zoals je vroeg. Je gegevens zijn gewist en je passen werken niet meer.',
    mail.payoutCents > 0
      ? `Je resterende saldo van ${formatEuro(mail.payoutCents)} storten we terug naar ${to}.` +
        (mail.finalInvoiceNumber ? ` Dat staat ook op je laatste factuur, ${mail.finalInvoiceNumber}.` : '')
      : 'Er stond geen saldo meer op je account, dus er valt niets terug te betalen.',
    mail.subscriptionEnded
      ? 'Je abonnement is beëindigd: er wordt niets meer afgeschreven.'
      : 'Je had geen lopend abonnement: er wordt niets afgeschreven.',
    ...(mail.mandateRevoked
      ? ['Je machtiging voor automatisch opwaarderen is ingetrokken; er komt geen incasso meer van FuelLinq.']
      : []),
    `Facturen bewaren we zeven jaar, zoals de Belastingdienst vraagt. Wil je een kopie? Neem contact met ons op via ${publicUrl}/contact.`,
  ];
  return {
    to: mail.to,
    subject: 'Je FuelLinq-account is verwijderd',
    text: `${paragraphs.join('\n\n')}\n\nGroet,\nFuelLinq`,
  };
}
