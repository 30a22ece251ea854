import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { type ErasureResult, privacyMessages } from '@fuellinq/domain/privacy/privacy.contract';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The erasure's answer, handed over by the privacy page (absent when this page is opened on its own). */
function erasureOf(state: unknown): ErasureResult | null {
  return state && typeof state === 'object' && 'payout_cents' in state ? (state as ErasureResult) : null;
}

/** Where an erased account lands: signed out, with what happened to the money and the way back. */
export function AccountErasedPage() {
  const result = erasureOf(useLocation().state);
  const account = result?.payout_iban_masked
    ? `rekening ${result.payout_iban_masked}`
    : 'de rekening waarvan je betaalde';
  return (
    <div className="mx-auto max-w-md space-y-6">
      <PageHeader title="Account verwijderd" intro={privacyMessages.erased} />
      {result ? (
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {result.payout_cents > 0
              ? `Je saldo van ${formatEuro(result.payout_cents)} storten we terug naar ${account}.`
              : 'Er stond geen saldo op je account.'}
          </li>
          <li>
            {result.subscription_ended
              ? 'Je abonnement is gestopt: er wordt niets meer afgeschreven.'
              : 'Er liep geen abonnement: er wordt niets afgeschreven.'}
          </li>
          {result.final_invoice_number ? (
            <li>Je laatste factuur is {result.final_invoice_number}; die vermeldt de terugbetaling.</li>
          ) : null}
        </ul>
      ) : null}
      <p>
        Je bent uitgelogd en je krijgt een bevestiging per e-mail. Facturen bewaren we zeven jaar voor de
        Belastingdienst, met de naam en het adres waarmee ze zijn gemaakt. Bedankt dat je FuelLinq gebruikte.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/">Naar de homepage</ButtonLink>
        <ButtonLink to="/signup" variant="secondary">
          Opnieuw aanmelden
        </ButtonLink>
      </div>
    </div>
  );
}
