import { isoDateIn } from '@fuellinq/domain/co2/calendar-date';
import { OdometerLogFormSchema } from '@fuellinq/domain/co2/log.forms';
import type { TripPurpose } from '@fuellinq/domain/co2/trip-purpose';
import { vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, fieldIssues } from '../../../lib/api-errors.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useAddOdometerLog } from '../api/log-queries.ts';
import { PurposeSelect } from './purpose-select.tsx';
import { useDefaultPurpose } from './use-default-purpose.ts';

/** Logs a reading (POST /api/co2/odometer); on failure 'Odometer loggen mislukt' with the reason. */
export function OdometerForm({ vehicleId }: { vehicleId: string }) {
  const purpose = useDefaultPurpose();
  // The default purpose depends on the account type: start afresh once it is known.
  return <OdometerFormFields key={purpose} vehicleId={vehicleId} purpose={purpose} />;
}

function OdometerFormFields({ vehicleId, purpose }: { vehicleId: string; purpose: TripPurpose }) {
  const add = useAddOdometerLog();
  const { register, handleSubmit, reset, formState } = useZodForm(OdometerLogFormSchema, {
    defaultValues: { odometer_km: '', date: isoDateIn(new Date()), purpose },
  });
  const issues = fieldIssues(add.error);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ vehicle_id: vehicleId, ...values });
      reset({ odometer_km: '', date: values.date, purpose: values.purpose });
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Kilometerstand loggen"
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Kilometerstand (km)"
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.odometer_km?.message ?? issues.odometer_km}
          {...register('odometer_km')}
        />
        <TextField
          label="Datum"
          type="date"
          max={isoDateIn(new Date())}
          error={formState.errors.date?.message ?? issues.date}
          {...register('date')}
        />
        <PurposeSelect error={issues.purpose} defaultValue={purpose} {...register('purpose')} />
      </div>
      {add.error ? (
        <Alert tone="error">{errorText(add.error, { headline: vehicleUiMessages.odometerFailed })}</Alert>
      ) : null}
      <Button type="submit" size="sm" disabled={add.isPending}>
        {add.isPending ? 'Bezig…' : 'Odometer loggen'}
      </Button>
    </form>
  );
}
