import type { SandboxLinkResponse } from '@fuellinq/domain/bank/bank.contract';
import { bankMessages } from '@fuellinq/domain/bank/bank-messages';
import { dutchIbanProblem, ibanProblemMessage, normalizeIban } from '@fuellinq/domain/bank/iban';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { sandboxLinkQueryOptions, useSandboxDecision } from '../api/bank-queries.ts';
import { AccountChoice, OTHER_ACCOUNT } from '../components/account-choice.tsx';

/**
 * The sandbox bank's consent page (/bank/sandbox/:linkId?state=…), dressed as the chosen bank. Like a real
 * bank's page it knows nothing of our session: it works from the link and its single-use state, and sends
 * the user back to the app with the answer.
 */
export function BankSandboxPage() {
  const { linkId = '' } = useParams();
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const link = useQuery({ ...sandboxLinkQueryOptions(linkId, state), enabled: Boolean(state) });
  useDocumentTitle(link.data ? `Toestemming – ${link.data.bank.name} (sandbox)` : 'Toestemming (sandbox)');

  return (
    <main id="inhoud" className="flex min-h-dvh items-start justify-center bg-bg px-4 py-10">
      <div className="w-full max-w-lg">
        {!state ? (
          <Problem message={bankMessages.invalidState} />
        ) : link.isPending ? (
          <Spinner label="Je bank laden…" />
        ) : link.isError ? (
          <Problem message={link.error.message || bankMessages.invalidState} />
        ) : (
          <Consent link={link.data} linkId={linkId} state={state} />
        )}
      </div>
    </main>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="card space-y-4 p-6">
      <h1 className="text-xl font-bold">Koppelen niet mogelijk</h1>
      <Alert tone="error">{message}</Alert>
      <ButtonLink to="/onboarding/bank">Terug naar FuelLinq</ButtonLink>
    </div>
  );
}

function Consent({ link, linkId, state }: { link: SandboxLinkResponse; linkId: string; state: string }) {
  const { bank } = link;
  const decision = useSandboxDecision(linkId);
  const [choice, setChoice] = useState(link.demo_ibans[0] ?? OTHER_ACCOUNT);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = decision.isPending || leaving;

  async function answer(kind: 'approve' | 'reject') {
    setFailure(null);
    setFieldError(null);
    const iban = normalizeIban(choice === OTHER_ACCOUNT ? typed : choice);
    if (kind === 'approve') {
      const problem = dutchIbanProblem(iban, bank.iban_code);
      if (problem) return setFieldError(ibanProblemMessage(problem, bank.name));
    }
    try {
      const result = await decision.mutateAsync({
        state,
        decision: kind,
        ...(kind === 'approve' ? { iban } : {}),
      });
      setLeaving(true);
      browserLocation.assign(result.redirectUrl);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_iban') setFieldError(error.message);
      else setFailure(error instanceof ApiError ? error.message : bankMessages.linkFailed);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void answer('approve');
  };

  return (
    <form
      onSubmit={onSubmit}
      className="overflow-hidden rounded-brand border border-border bg-surface shadow-brand"
    >
      <header
        className="flex items-center gap-3 px-6 py-4"
        style={{ background: bank.color, color: bank.text_color }}
      >
        <img
          src={bank.logo}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-lg ring-2 ring-white/40"
        />
        <div>
          <p className="text-lg font-bold">{bank.name}</p>
          <p className="text-sm opacity-90">Sandbox-bank voor FuelLinq · geen echte bank</p>
        </div>
      </header>
      <div className="space-y-5 p-6">
        <h1 className="text-xl font-bold">Toestemming voor FuelLinq</h1>
        <p className="text-muted">
          FuelLinq wil controleren dat deze rekening van jou is, zodat je tankpas je prepaid saldo van deze
          rekening kan aanvullen. FuelLinq ziet alleen het rekeningnummer, geen saldo of transacties.
        </p>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <AccountChoice
          ibans={link.demo_ibans}
          choice={choice}
          onChoice={setChoice}
          typed={typed}
          onTyped={setTyped}
          error={fieldError}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            Akkoord
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void answer('reject')}>
            Weigeren
          </Button>
        </div>
        <p className="text-xs text-muted">
          Dit is een oefenomgeving: er wordt geen geld afgeschreven.{' '}
          <Link to="/faq" className="underline">
            Meer over bankkoppelen
          </Link>
        </p>
      </div>
    </form>
  );
}
