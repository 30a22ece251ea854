import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { RESERVATION_DEFAULT_CENTS } from '@fuellinq/domain/money/transaction.contract';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../../lib/forms.ts';
import { RefuelFormSchema } from '../../../transactions/api/refuel-form.ts';
import { useStartRefuel } from '../../../transactions/api/use-start-refuel.ts';
import { StationChoice } from './station-choice.tsx';

/**
 * Nu tanken from the wallet: a station, an optional maximum, and the active card. The refuel reserves the
 * maximum on the FuelLinq balance (never on the bank account) and goes to the checkout. `cardId` is
 * undefined while the cards load, null when there is no active card.
 */
export function RefuelForm({ cardId }: { cardId: string | null | undefined }) {
  const refuel = useStartRefuel();
  const form = useZodForm(RefuelFormSchema, {
    defaultValues: { stationId: '', max_amount: '' },
    mode: 'onSubmit',
  });
  const onSubmit = form.handleSubmit((request) => refuel.start(cardId, request));
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Nu tanken" className="space-y-4">
      <StationChoice field={form.register('stationId')} error={errors.stationId?.message} />
      <TextField
        label="Maximaal bedrag (optioneel)"
        inputMode="decimal"
        placeholder={formatEuro(RESERVATION_DEFAULT_CENTS)}
        hint={`Zonder maximum reserveren we ${formatEuro(RESERVATION_DEFAULT_CENTS)} van je saldo. Wat je niet tankt, staat direct weer op je saldo.`}
        error={errors.max_amount?.message}
        {...form.register('max_amount')}
      />
      {refuel.failure ? <Alert tone="error">{refuel.failure}</Alert> : null}
      <Button type="submit" disabled={refuel.busy || cardId === undefined}>
        {refuel.busy ? 'Bezig…' : 'Nu tanken'}
      </Button>
    </form>
  );
}
