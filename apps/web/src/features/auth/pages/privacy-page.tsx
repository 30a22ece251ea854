import { formatEuro } from '@fuellinq/domain/format/nl-format';
import {
  DeleteAccountBodySchema,
  type ErasurePreview,
  privacyMessages,
} from '@fuellinq/domain/privacy/privacy.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { applyServerErrors, useZodForm } from '../../../lib/forms.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { useDownload } from '../../../lib/use-download.ts';
import { erasurePreviewQueryOptions, myDataFile, useEraseAccount } from '../api/privacy-api.ts';
import { PasswordField } from '../components/password-field.tsx';

function DownloadSection() {
  const myData = useDownload({ headline: privacyMessages.exportFailed });

  return (
    <section aria-labelledby="download" className="card space-y-3 p-6">
      <h2 id="download" className="text-lg font-semibold">
        Je gegevens downloaden
      </h2>
      <p>
        Eén JSON-bestand met alles wat we over je bewaren: je profiel, sessies, bankkoppeling (met gemaskeerd
        rekeningnummer), passen, voertuigen en ritten, favoriete stations en wat er in ons logboek over je
        staat. Zo kun je je gegevens inzien of meenemen naar een andere dienst.
      </p>
      <Button variant="secondary" disabled={myData.busy} onClick={() => myData.download(myDataFile())}>
        {myData.busy ? 'Bestand maken…' : 'Download mijn gegevens'}
      </Button>
      {myData.failure ? <Alert tone="error">{myData.failure}</Alert> : null}
    </section>
  );
}

/** What erasing does to the money, said before anyone confirms: from the server, as it is now. */
function ErasureConsequences({ preview }: { preview: ErasurePreview }) {
  const account = preview.payout_iban_masked
    ? `je rekening ${preview.payout_iban_masked}`
    : 'de rekening waarvan je betaalde';
  const running = ['trialing', 'active', 'past_due'].includes(preview.subscription_status);
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>
        {preview.balance_cents > 0
          ? `Je saldo van ${formatEuro(preview.balance_cents)} storten we terug naar ${account}.`
          : 'Er staat geen saldo op je account, dus er valt niets terug te storten.'}
        {preview.open_refuels > 0
          ? ' Je open tankbeurt wordt geannuleerd; het gereserveerde bedrag gaat mee terug.'
          : ''}
      </li>
      <li>
        {running
          ? 'Je abonnement stopt meteen: er wordt niets meer afgeschreven, ook niet via automatische incasso.'
          : 'Je hebt geen lopend abonnement: er wordt niets afgeschreven.'}
      </li>
      <li>
        Facturen bewaren we zeven jaar voor de Belastingdienst
        {preview.invoices_kept > 0 ? ` (nu ${preview.invoices_kept})` : ''}, met de naam en het adres waarmee
        ze zijn gemaakt. Je laatste factuur vermeldt wat we terugstorten.
      </li>
    </ul>
  );
}

function EraseSection() {
  const navigate = useNavigate();
  const erase = useEraseAccount();
  const preview = useQuery(erasurePreviewQueryOptions());
  const fuelling = preview.data?.refuel_in_progress ?? false;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useZodForm(DeleteAccountBodySchema, {
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(({ password }) => setConfirming(password));

  async function onConfirm() {
    if (confirming === null) return;
    setFailure(null);
    try {
      const result = await erase.mutateAsync(confirming);
      void navigate('/account-verwijderd', { replace: true, state: result });
    } catch (error) {
      // A wrong password belongs to the password field; anything else is said above the form.
      const unplaced = applyServerErrors(error, setError, (path) =>
        path === 'password' ? 'password' : undefined,
      );
      setFailure(unplaced === null ? null : errorText(error, { headline: privacyMessages.eraseFailed }));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <section aria-labelledby="erase" className="card space-y-3 p-6">
      <h2 id="erase" className="text-lg font-semibold">
        Account verwijderen
      </h2>
      <p>
        We verwijderen je account, sessies, bankkoppeling, passen, voertuigen en ritten en je favorieten. Je
        kunt je daarna met hetzelfde e-mailadres opnieuw aanmelden. Dit kan niet ongedaan worden.
      </p>
      <h3 className="font-semibold">Wat er met je geld gebeurt</h3>
      {preview.isPending ? (
        <Spinner label="Saldo en abonnement laden…" />
      ) : preview.isError ? (
        <ErrorState
          message={errorText(preview.error, { headline: 'Ophalen van je saldo mislukt' })}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <ErasureConsequences preview={preview.data} />
      )}
      {fuelling ? <Alert tone="error">{privacyMessages.refuelInProgress}</Alert> : null}
      <form className="space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label="Je wachtwoord, ter bevestiging"
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="danger" disabled={erase.isPending || fuelling}>
          Account verwijderen
        </Button>
      </form>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Weet je zeker dat je je account wilt verwijderen?"
        confirmLabel="Ja, verwijder mijn account"
        tone="danger"
        busy={erase.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      >
        Je passen werken daarna niet meer en je gegevens zijn weg.
        {preview.data && preview.data.balance_cents > 0
          ? ` Je saldo van ${formatEuro(preview.data.balance_cents)} storten we terug.`
          : ''}
      </ConfirmDialog>
    </section>
  );
}

/** /app/privacy: the person's rights under the AVG, to see their data and to be forgotten. */
export function PrivacyPage() {
  return (
    <section className="space-y-8">
      <PageHeader
        title="Mijn gegevens"
        intro="Bekijk wat FuelLinq over je bewaart, of verwijder je account. Meer uitleg staat in de privacyverklaring."
      />
      <DownloadSection />
      <EraseSection />
    </section>
  );
}
