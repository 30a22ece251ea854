import { isoDateIn } from '@fuellinq/domain/co2/calendar-date';
import { LIQUID_FUELS, type LiquidFuel } from '@fuellinq/domain/co2/emission-factors';
import { FuelLogFormSchema, type FuelLogFormValues } from '@fuellinq/domain/co2/log.forms';
import type { TripPurpose } from '@fuellinq/domain/co2/trip-purpose';
import { fuelLabels, type FuelType } from '@fuellinq/domain/fuel/fuel-types';
import { vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, fieldIssues } from '../../../lib/api-errors.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useAddFuelLog } from '../api/log-queries.ts';
import { PurposeSelect } from './purpose-select.tsx';
import { useDefaultPurpose } from './use-default-purpose.ts';

const isLiquid = (fuel: FuelType | null): fuel is LiquidFuel =>
  fuel !== null && (LIQUID_FUELS as readonly string[]).includes(fuel);

/** Logs a refuel (POST /api/co2/fuel); on failure 'Tankbeurt loggen mislukt' with the reason. */
export function FuelLogForm({ vehicleId, vehicleFuel }: { vehicleId: string; vehicleFuel: FuelType | null }) {
  const purpose = useDefaultPurpose();
  // The default purpose depends on the account type: start afresh once it is known.
  return (
    <FuelLogFormFields key={purpose} vehicleId={vehicleId} vehicleFuel={vehicleFuel} purpose={purpose} />
  );
}

function FuelLogFormFields({
  vehicleId,
  vehicleFuel,
  purpose,
}: {
  vehicleId: string;
  vehicleFuel: FuelType | null;
  purpose: TripPurpose;
}) {
  const add = useAddFuelLog();
  const blank = {
    liters: '',
    total_eur: '',
    price_per_l: '',
    odometer_km: '',
    fuel_type: isLiquid(vehicleFuel) ? vehicleFuel : ('' as const),
  };
  const { register, handleSubmit, reset, formState } = useZodForm(FuelLogFormSchema, {
    defaultValues: { ...blank, date: isoDateIn(new Date()), purpose },
  });
  const issues = fieldIssues(add.error);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ vehicle_id: vehicleId, ...values });
      reset({ ...blank, date: values.date, purpose: values.purpose, fuel_type: values.fuel_type ?? '' });
    } catch {
      // Shown below from the mutation's error.
    }
  });

  const error = (name: keyof FuelLogFormValues) => formState.errors[name]?.message ?? issues[name];

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Tankbeurt loggen"
      className="space-y-3"
    >
      <p className="text-sm text-muted">Vul twee van de drie bedragen in; het derde rekenen we uit.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Liters" inputMode="decimal" error={error('liters')} {...register('liters')} />
        <TextField
          label="Totaalbedrag (€)"
          inputMode="decimal"
          error={error('total_eur')}
          {...register('total_eur')}
        />
        <TextField
          label="Prijs per liter (€)"
          inputMode="decimal"
          error={error('price_per_l')}
          {...register('price_per_l')}
        />
        <TextField
          label="Datum"
          type="date"
          max={isoDateIn(new Date())}
          error={error('date')}
          {...register('date')}
        />
        <TextField
          label="Kilometerstand (optioneel)"
          inputMode="numeric"
          error={error('odometer_km')}
          {...register('odometer_km')}
        />
        <SelectField
          label="Brandstof"
          error={error('fuel_type')}
          defaultValue={blank.fuel_type}
          {...register('fuel_type')}
        >
          {isLiquid(vehicleFuel) ? null : <option value="">Kies…</option>}
          {LIQUID_FUELS.map((fuel) => (
            <option key={fuel} value={fuel}>
              {fuelLabels[fuel]}
            </option>
          ))}
        </SelectField>
        <PurposeSelect error={issues.purpose} defaultValue={purpose} {...register('purpose')} />
      </div>
      {add.error ? (
        <Alert tone="error">{errorText(add.error, { headline: vehicleUiMessages.fuelFailed })}</Alert>
      ) : null}
      <Button type="submit" size="sm" disabled={add.isPending}>
        {add.isPending ? 'Bezig…' : 'Tankbeurt loggen'}
      </Button>
    </form>
  );
}
