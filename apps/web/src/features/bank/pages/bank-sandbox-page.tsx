import type { SandboxLinkResponse } from '@fuellinq/domain/bank/bank.contract';
import { OTHER_ACCOUNT, sandboxConsentFormSchema } from '@fuellinq/domain/bank/bank.forms';
import { bankMessages } from '@fuellinq/domain/bank/bank-messages';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ProviderPage, ProviderProblem } from '../../../components/layout/provider-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { applyServerErrors, useZodForm } from '../../../lib/forms.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { sandboxLinkQueryOptions, useSandboxDecision } from '../api/bank-queries.ts';
import { AccountChoice } from '../components/account-choice.tsx';

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
    <ProviderPage>
      {!state ? (
        <Problem message={bankMessages.invalidState} />
      ) : link.isPending ? (
        <Spinner label="Je bank laden…" />
      ) : link.isError ? (
        <Problem message={errorText(link.error, { fallback: bankMessages.invalidState })} />
      ) : (
        <Consent link={link.data} linkId={linkId} state={state} />
      )}
    </ProviderPage>
  );
}

function Problem({ message }: { message: string }) {
  return <ProviderProblem title="Koppelen niet mogelijk" message={message} back="/onboarding/bank" />;
}

function Consent({ link, linkId, state }: { link: SandboxLinkResponse; linkId: string; state: string }) {
  const { bank } = link;
  const decision = useSandboxDecision(linkId);
  const schema = useMemo(() => sandboxConsentFormSchema(bank), [bank]);
  const form = useZodForm(schema, {
    defaultValues: { account: link.demo_ibans[0] ?? OTHER_ACCOUNT, other_iban: '' },
    mode: 'onSubmit',
  });
  const choice = useWatch({ control: form.control, name: 'account' });
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = decision.isPending || leaving;

  async function answer(body: { decision: 'approve'; iban: string } | { decision: 'reject' }) {
    setFailure(null);
    form.clearErrors();
    try {
      const result = await decision.mutateAsync({ state, ...body });
      setLeaving(true);
      browserLocation.assign(result.redirectUrl);
    } catch (error) {
      // The bank's refusal of the account goes on the field; anything else above the form.
      const other = form.getValues('account') === OTHER_ACCOUNT;
      setFailure(
        applyServerErrors(
          error,
          form.setError,
          (path) => (path === 'iban' ? (other ? 'other_iban' : 'account') : undefined),
          { fallback: bankMessages.linkFailed },
        ),
      );
    }
  }

  const onSubmit = form.handleSubmit(({ iban }) => answer({ decision: 'approve', iban }));
  const fieldError = form.formState.errors.other_iban?.message ?? form.formState.errors.account?.message;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
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
          accountField={form.register('account')}
          otherIbanField={form.register('other_iban')}
          error={fieldError}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            Akkoord
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void answer({ decision: 'reject' })}>
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
