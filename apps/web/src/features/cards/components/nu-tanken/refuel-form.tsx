import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { RESERVATION_DEFAULT_CENTS, transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { vehicleChoiceLabel } from '@fuellinq/domain/vehicles/vehicle.contract';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../../lib/forms.ts';
import { RefuelFormSchema } from '../../../transactions/api/refuel-form.ts';
import { useRefuelVehicle } from '../../../transactions/api/use-refuel-vehicle.ts';
import { useStartRefuel } from '../../../transactions/api/use-start-refuel.ts';
import {
  CompanyRefuelChoice,
  RefuelRefusal,
  useCompanyRefuel,
} from '../../../fleet-rules/api/company-refuel.tsx';
import { AmountPresets, FuelChoice } from './refuel-choices.tsx';
import { StationChoice } from './station-choice.tsx';

/**
 * Nu tanken from the wallet: a station, an optional maximum, and the active card. The refuel reserves the
 * maximum on the FuelLinq balance (never on the bank account) and goes to the checkout. It goes into the
 * logbook of the card's vehicle (or the driver's only one); with several and none on the card, the form
 * asks which, and then takes an odometer reading too. `cardId` is undefined while the cards load, null
 * when there is no active card.
 */
export function RefuelForm({
  cardId,
  locateOnOpen = false,
}: {
  cardId: string | null | undefined;
  locateOnOpen?: boolean;
}) {
  const refuel = useStartRefuel();
  const target = useRefuelVehicle(cardId);
  // A company card, when the driver chose one (or has no private card): its own vehicle and reading (fleet-rules).
  const company = useCompanyRefuel(cardId === null);
  const form = useZodForm(RefuelFormSchema, {
    defaultValues: { stationId: '', fuel_type: '', max_amount: '', vehicle_id: '', odometer_km: '' },
    mode: 'onSubmit',
  });
  const chosen = form.watch('vehicle_id');
  const maxAmount = form.watch('max_amount');
  const onSubmit = form.handleSubmit((request) => {
    if (company.cardId) {
      if (!company.readyToStart()) return;
      const { vehicle_id: _private, odometer_km: _km, ...rest } = request;
      return refuel.start(company.cardId, { ...rest, ...company.extra });
    }
    if (target.mustChoose && !request.vehicle_id) {
      form.setError('vehicle_id', { message: transactionMessages.chooseVehicle });
      return;
    }
    return refuel.start(cardId, request);
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Nu tanken" className="space-y-4">
      <StationChoice
        field={form.register('stationId')}
        error={errors.stationId?.message}
        locateOnOpen={locateOnOpen}
        onNearest={(id) => {
          if (!form.getValues('stationId')) form.setValue('stationId', id);
        }}
      />
      <CompanyRefuelChoice company={company} />
      {company.cardId ? null : target.mustChoose ? (
        <SelectField
          label="Voor welk voertuig tank je?"
          hint="De tankbeurt komt in het logboek van dit voertuig en telt mee in je CO2-rapport."
          error={errors.vehicle_id?.message}
          {...form.register('vehicle_id')}
        >
          <option value="">Kies een voertuig</option>
          {target.vehicles.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {vehicleChoiceLabel(vehicle)}
            </option>
          ))}
        </SelectField>
      ) : target.vehicle ? (
        <p className="text-sm text-muted">
          Voor {vehicleChoiceLabel(target.vehicle)}: de tankbeurt komt in het logboek van dit voertuig.
        </p>
      ) : null}
      {!company.cardId && (target.vehicle || chosen) ? (
        <TextField
          label="Kilometerstand (optioneel)"
          inputMode="numeric"
          hint="Met de stand tellen de kilometers van deze tankbeurt mee in je rapporten."
          error={errors.odometer_km?.message}
          {...form.register('odometer_km')}
        />
      ) : null}
      <FuelChoice field={form.register('fuel_type')} />
      <AmountPresets
        value={maxAmount}
        onChoose={(amount) => form.setValue('max_amount', amount, { shouldValidate: false })}
      />
      <TextField
        label="Maximaal bedrag (optioneel)"
        inputMode="decimal"
        enterKeyHint="go"
        autoComplete="off"
        placeholder={formatEuro(RESERVATION_DEFAULT_CENTS)}
        hint={`Zonder maximum reserveren we ${formatEuro(RESERVATION_DEFAULT_CENTS)} van je saldo. Wat je niet tankt, staat direct weer op je saldo.`}
        error={errors.max_amount?.message}
        {...form.register('max_amount')}
      />
      <RefuelRefusal failure={refuel.failure} code={refuel.failureCode} company={company} />
      {/* On a phone the button stays in reach above the tab bar while the list above it scrolls. */}
      <div className="sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] -mx-2 bg-surface px-2 py-2 md:static md:mx-0 md:p-0">
        <Button
          type="submit"
          className="min-h-12 w-full text-base sm:w-auto"
          disabled={refuel.busy || cardId === undefined}
        >
          {refuel.busy ? 'Bezig…' : 'Nu tanken'}
        </Button>
      </div>
    </form>
  );
}
