import { type BalanceResponse, balanceMessages } from '@fuellinq/domain/money/balance.contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorText } from '../../../../lib/api-errors.ts';
import { useFormSubmit, useZodForm } from '../../../../lib/forms.ts';
import { keyed } from '../../../../lib/idempotency-key.ts';
import { useOpenUrl } from '../../../../lib/use-open-url.ts';
import { AutoTopUpFormSchema, autoTopUpFormValues } from '../../../balance/api/balance-forms.ts';
import { useCreateMandate, useSaveAutoTopUp } from '../../../balance/api/balance-queries.ts';

const FIELDS = { threshold_cents: 'threshold', amount_cents: 'amount', enabled: 'enabled' } as const;

/** No mandate yet: one first payment sets up the direct debit from the linked bank account. */
function MandateSetup() {
  const mandate = useCreateMandate();
  const openUrl = useOpenUrl();
  const [failure, setFailure] = useState<string | null>(null);
  async function start() {
    setFailure(null);
    try {
      const { url } = await mandate.mutateAsync(keyed(undefined));
      openUrl(url);
    } catch (error) {
      setFailure(errorText(error, { headline: 'Machtigen mislukt' }));
    }
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Automatisch opwaarderen gaat met een incasso van je gekoppelde bankrekening. Je machtigt FuelLinq
        daarvoor één keer, met een eerste betaling.
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button
        variant="secondary"
        disabled={mandate.isPending || mandate.isSuccess}
        onClick={() => void start()}
      >
        Machtiging instellen
      </Button>
    </div>
  );
}

function AutoTopUpForm({ balance }: { balance: BalanceResponse }) {
  const save = useSaveAutoTopUp();
  const form = useZodForm(AutoTopUpFormSchema, { defaultValues: autoTopUpFormValues(balance.auto_top_up) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { onSubmit, failure } = useFormSubmit(
    form,
    async (body) => form.reset(autoTopUpFormValues((await save.mutateAsync(body)).auto_top_up)),
    { fieldFor: (path) => FIELDS[path as keyof typeof FIELDS], headline: 'Opslaan mislukt' },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Automatisch opwaarderen" className="space-y-3">
      {balance.mandate ? (
        <p className="text-sm text-muted">
          Machtiging: {balance.mandate.iban_masked ?? 'je gekoppelde rekening'} ({balance.mandate.status})
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
      {save.isSuccess && !isDirty ? <Alert tone="success">{balanceMessages.autoTopUpSaved}</Alert> : null}
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Opslaan…' : 'Opslaan'}
      </Button>
    </form>
  );
}

/** Automatic top-up: below a threshold, top up a chosen amount through the direct-debit mandate. */
export function AutoTopUp({ balance }: { balance: BalanceResponse }) {
  return balance.mandate ? <AutoTopUpForm balance={balance} /> : <MandateSetup />;
}
