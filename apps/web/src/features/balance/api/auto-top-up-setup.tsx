import {
  type AutoTopUpBody,
  type BalanceResponse,
  balanceMessages,
} from '@fuellinq/domain/money/balance.contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { useOpenUrl } from '../../../lib/use-open-url.ts';
import { AutoTopUpFormSchema, autoTopUpFormValues } from './balance-forms.ts';

// Automatic top-up as a screen shows it, for whichever account pays (decision 012; an organisation's
// account, decision 024): without a mandate, one first payment sets it up; with one, the switch, the
// threshold and the amount. The caller hands in its own requests: the private ones or the organisation's.

const FIELDS = { threshold_cents: 'threshold', amount_cents: 'amount', enabled: 'enabled' } as const;

export interface AutoTopUpSetupProps {
  /** The account's automatic top-up and its newest mandate, as the API answers them. */
  settings: Pick<BalanceResponse, 'auto_top_up' | 'mandate'>;
  /** Starts the first payment that sets up the mandate; answers its checkout. */
  startMandate: () => Promise<{ url: string }>;
  /** PUT …/auto-top-up; answers the setting as saved. */
  save: (body: AutoTopUpBody) => Promise<Pick<BalanceResponse, 'auto_top_up'>>;
  /** What the mandate setup says: from which account the direct debit comes. */
  mandateIntro: string;
  /** The mandate's account when the provider named none. */
  mandateAccount: string;
}

/** No mandate yet: one first payment sets up the direct debit. */
function MandateSetup({
  startMandate,
  intro,
}: {
  startMandate: () => Promise<{ url: string }>;
  intro: string;
}) {
  const openUrl = useOpenUrl();
  const [state, setState] = useState<'idle' | 'busy' | 'away'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  async function start() {
    setFailure(null);
    setState('busy');
    try {
      const { url } = await startMandate();
      setState('away');
      openUrl(url);
    } catch (error) {
      setState('idle');
      setFailure(errorText(error, { headline: 'Machtigen mislukt' }));
    }
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{intro}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button variant="secondary" disabled={state !== 'idle'} onClick={() => void start()}>
        {state === 'idle' ? 'Machtiging instellen' : 'Naar betalen…'}
      </Button>
    </div>
  );
}

function AutoTopUpForm({ settings, save, mandateAccount }: AutoTopUpSetupProps) {
  const [saved, setSaved] = useState(false);
  const form = useZodForm(AutoTopUpFormSchema, { defaultValues: autoTopUpFormValues(settings.auto_top_up) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { onSubmit, failure } = useFormSubmit(
    form,
    async (body) => {
      setSaved(false);
      form.reset(autoTopUpFormValues((await save(body)).auto_top_up));
      setSaved(true);
    },
    { fieldFor: (path) => FIELDS[path as keyof typeof FIELDS], headline: 'Opslaan mislukt' },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Automatisch opwaarderen" className="space-y-3">
      {settings.mandate ? (
        <p className="text-sm text-muted">
          Machtiging: {settings.mandate.iban_masked ?? mandateAccount} ({settings.mandate.status})
        </p>
      ) : null}
      <label className="inline-flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('enabled')} />
        Automatisch opwaarderen aan
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Als het beschikbare bedrag lager is dan (€)"
          inputMode="decimal"
          error={errors.threshold?.message}
          {...form.register('threshold')}
        />
        <TextField
          label="Waardeer op met (€)"
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {saved && !isDirty ? <Alert tone="success">{balanceMessages.autoTopUpSaved}</Alert> : null}
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Opslaan…' : 'Opslaan'}
      </Button>
    </form>
  );
}

/** Automatic top-up: below a threshold, top up a chosen amount through the direct-debit mandate. */
export function AutoTopUpSetup(props: AutoTopUpSetupProps) {
  return props.settings.mandate ? (
    <AutoTopUpForm {...props} />
  ) : (
    <MandateSetup startMandate={props.startMandate} intro={props.mandateIntro} />
  );
}
