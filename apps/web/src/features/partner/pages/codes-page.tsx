import { CODE_INPUT_MAX, codeMessages } from '@fuellinq/domain/codes/code-rules';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useCheckCode } from '../api/code-queries.ts';
import { PassAnswer, RewardAnswer } from '../components/code-answer.tsx';
import { CodeCamera, cameraScanSupported } from '../components/code-camera.tsx';

/**
 * /partner/codes (Code controleren): the counter reads a pass's QR code or a reward code (with the camera
 * where the browser can, typed otherwise), sees the answer in large type, and redeems a reward code at one
 * of the partner's stations. The till does the same with its API key (POST /api/partner/codes/…).
 */
export function PartnerCodesPage() {
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();
  const [camera, setCamera] = useState(false);
  const check = useCheckCode();
  const resultId = useId();
  const canScan = cameraScanSupported();

  const run = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setInputError('Vul een code in.');
      return;
    }
    setInputError(undefined);
    check.mutate({ code: trimmed });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(code);
  };
  const onScanned = (value: string) => {
    setCamera(false);
    setCode(value);
    run(value);
  };

  return (
    <section className="space-y-6">
      <PageHeader
        title="Code controleren"
        intro="Scan de QR-code van een FuelLinq-pas of een beloningscode (zoals een wasbeurt), of typ de code in."
      />
      <div className="card max-w-2xl space-y-4 p-5">
        <form onSubmit={onSubmit} noValidate aria-label="Code controleren" className="space-y-3">
          <TextField
            label="Code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={inputError}
            hint="De tekst onder de QR-code, of een beloningscode als WAS-ABCD-EFGH."
            maxLength={CODE_INPUT_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={check.isPending} aria-busy={check.isPending}>
              {check.isPending ? 'Controleren…' : 'Controleren'}
            </Button>
            {canScan && !camera ? (
              <Button variant="secondary" onClick={() => setCamera(true)}>
                Scan met camera
              </Button>
            ) : null}
          </div>
        </form>
        {camera ? <CodeCamera onCode={onScanned} onClose={() => setCamera(false)} /> : null}
      </div>
      <section aria-labelledby={resultId} aria-live="polite" className="card max-w-2xl p-6">
        <h2 id={resultId} className="sr-only">
          Uitkomst
        </h2>
        {check.isPending ? <Spinner label="Code controleren…" /> : null}
        {check.isError ? (
          <Alert tone="error">{errorText(check.error, { fallback: codeMessages.checkFailed })}</Alert>
        ) : null}
        {check.isSuccess ? (
          check.data.kind === 'pass' ? (
            <PassAnswer pass={check.data} />
          ) : (
            // A new check of the same code starts a fresh answer (and its redemption) from the server's word.
            <RewardAnswer key={`${check.data.code}:${check.submittedAt}`} reward={check.data} />
          )
        ) : null}
        {check.isIdle ? <p className="text-muted">Nog geen code gecontroleerd.</p> : null}
      </section>
    </section>
  );
}
