import { DeleteAccountBodySchema, privacyMessages } from '@fuellinq/domain/privacy/privacy.contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { applyServerErrors, useZodForm } from '../../../lib/forms.ts';
import { downloadMyData, useEraseAccount } from '../api/privacy-api.ts';
import { PasswordField } from '../components/password-field.tsx';

function DownloadSection() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      await downloadMyData();
    } catch (error) {
      setFailure(errorText(error, { headline: privacyMessages.exportFailed }));
    } finally {
      setBusy(false);
    }
  }

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
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {busy ? 'Bestand maken…' : 'Download mijn gegevens'}
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}

function EraseSection() {
  const navigate = useNavigate();
  const erase = useEraseAccount();
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
      await erase.mutateAsync(confirming);
      void navigate('/account-verwijderd', { replace: true });
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
        We verwijderen je account, sessies, bankkoppeling, passen, voertuigen en ritten en je favorieten. Wat
        de wet ons laat bewaren (facturen en de transacties erop, zeven jaar) houden we, zonder je naam. Je
        kunt je daarna met hetzelfde e-mailadres opnieuw aanmelden. Dit kan niet ongedaan worden.
      </p>
      <form className="space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label="Je wachtwoord, ter bevestiging"
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="danger" disabled={erase.isPending}>
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
