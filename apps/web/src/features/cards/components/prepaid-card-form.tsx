import { PrepaidCardFormSchema } from '@fuellinq/domain/cards/card.forms';
import {
  CARD_LABEL_MAX,
  PREPAID_CARD_PRICE_CENTS,
  PREPAID_CARD_REGULAR_PRICE_CENTS,
} from '@fuellinq/domain/cards/card-rules';
import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/forms.ts';

/**
 * Spec §2, §5, §9: a new prepaid card with an optional label (empty becomes 'Prepaid tankpas' on the
 * server), at the introductory price of € 4,99 instead of € 9,99, paid from the balance. The first card
 * is free.
 */
export function PrepaidCardForm({
  busy,
  firstFree,
  onCreate,
}: {
  busy: boolean;
  firstFree: boolean;
  onCreate: (label: string) => Promise<boolean>;
}) {
  const { register, handleSubmit, reset, formState } = useZodForm(PrepaidCardFormSchema, {
    defaultValues: { label: '' },
  });
  const onSubmit = handleSubmit(async ({ label }) => {
    if (await onCreate(label)) reset();
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      aria-label="Prepaid tankpas aanmaken"
    >
      <p>
        <span className="text-2xl font-bold">{formatEuro(PREPAID_CARD_PRICE_CENTS)}</span>{' '}
        <span className="text-muted">
          introductieprijs, in plaats van <s>{formatEuro(PREPAID_CARD_REGULAR_PRICE_CENTS)}</s> eenmalig
        </span>
      </p>
      <p className="text-sm text-muted">
        {firstFree
          ? 'Je eerste pas is gratis. Voor elke extra pas gaat de prijs van je FuelLinq-saldo af.'
          : 'De prijs gaat van je FuelLinq-saldo af. Is je saldo te laag, dan betaal je de pas los.'}
      </p>
      <TextField
        label="Naam van de pas (optioneel)"
        placeholder="Prepaid tankpas"
        maxLength={CARD_LABEL_MAX}
        hint="Bijvoorbeeld het kenteken of de bestuurder."
        error={formState.errors.label?.message}
        {...register('label')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Aanmaken…' : 'Prepaid tankpas aanmaken'}
      </Button>
    </form>
  );
}
