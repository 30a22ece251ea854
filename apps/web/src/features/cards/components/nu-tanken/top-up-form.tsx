import { formatEuro } from '@fuellinq/domain/format/nl-format';
import {
  balanceMessages,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  TOP_UP_PRESETS_CENTS,
} from '@fuellinq/domain/money/balance.contract';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Chip } from '../../../../components/ui/chip.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useFormSubmit, useZodForm } from '../../../../lib/forms.ts';
import { keyed } from '../../../../lib/idempotency-key.ts';
import { useOpenUrl } from '../../../../lib/use-open-url.ts';
import { euroText, TopUpFormSchema } from '../../../balance/api/balance-forms.ts';
import { useTopUp } from '../../../balance/api/balance-queries.ts';

/** Top up the balance: a preset or a free amount, paid at the payment provider, then back to the wallet. */
export function TopUpForm() {
  const topUp = useTopUp();
  const openUrl = useOpenUrl();
  const form = useZodForm(TopUpFormSchema, { defaultValues: { amount: euroText(TOP_UP_PRESETS_CENTS[1]) } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const busy = topUp.isPending || topUp.isSuccess;

  const { onSubmit, failure } = useFormSubmit(
    form,
    async ({ amount_cents }) => {
      const { url } = await topUp.mutateAsync(keyed({ amount_cents, return_path: '/app/wallet' }));
      openUrl(url);
    },
    { headline: balanceMessages.topUpFailed },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Opwaarderen" className="space-y-3">
      <div role="group" aria-label="Kies een bedrag" className="flex flex-wrap gap-2">
        {TOP_UP_PRESETS_CENTS.map((cents) => (
          <Chip
            key={cents}
            pressed={amount === euroText(cents)}
            onClick={() => form.setValue('amount', euroText(cents), { shouldValidate: true })}
          >
            {formatEuro(cents)}
          </Chip>
        ))}
      </div>
      <TextField
        label="Bedrag in euro"
        inputMode="decimal"
        enterKeyHint="go"
        autoComplete="off"
        hint={`Tussen ${formatEuro(TOP_UP_MIN_CENTS)} en ${formatEuro(TOP_UP_MAX_CENTS)} per keer.`}
        error={form.formState.errors.amount?.message}
        {...form.register('amount')}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Naar betalen…' : 'Verder naar betalen'}
      </Button>
    </form>
  );
}
