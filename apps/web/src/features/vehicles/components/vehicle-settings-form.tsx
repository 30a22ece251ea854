import { FUEL_TYPES, fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import { NICKNAME_MAX, type Vehicle } from '@fuellinq/domain/vehicles/vehicle.contract';
import {
  VehicleSettingsFormSchema,
  type VehicleSettingsFormValues,
} from '@fuellinq/domain/vehicles/vehicle.forms';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, fieldIssues } from '../../../lib/api-errors.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useUpdateVehicle } from '../api/vehicle-queries.ts';
import { useIsBusiness } from './use-default-purpose.ts';

/**
 * A vehicle's own settings: a nickname, the fuel it really tanks (e.g. HVO100 in a diesel), the KvK number
 * its kilometres are reported under (business accounts), and fetching the RDW data again.
 */
export function VehicleSettingsForm({ vehicle }: { vehicle: Vehicle }) {
  const update = useUpdateVehicle();
  const business = useIsBusiness();
  const [saved, setSaved] = useState<string | null>(null);
  const defaults: VehicleSettingsFormValues = {
    nickname: vehicle.nickname ?? '',
    fuel_primary: vehicle.fuel_primary ?? '',
    kvk_number: vehicle.kvk_number ?? '',
  };
  const { register, handleSubmit, formState } = useZodForm(VehicleSettingsFormSchema, {
    defaultValues: defaults,
  });
  const issues = fieldIssues(update.error);

  async function save(body: Parameters<typeof update.mutateAsync>[0], message: string) {
    setSaved(null);
    try {
      await update.mutateAsync(body);
      setSaved(message);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  const onSubmit = handleSubmit(({ kvk_number, ...values }) =>
    save({ id: vehicle.id, ...values, ...(business ? { kvk_number } : {}) }, 'Opgeslagen.'),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Voertuiggegevens"
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Bijnaam (optioneel)"
          maxLength={NICKNAME_MAX}
          error={formState.errors.nickname?.message ?? issues.nickname}
          {...register('nickname')}
        />
        <SelectField
          label="Brandstof"
          defaultValue={defaults.fuel_primary}
          error={formState.errors.fuel_primary?.message ?? issues.fuel_primary}
          {...register('fuel_primary')}
        >
          {vehicle.fuel_primary ? null : <option value="">Onbekend</option>}
          {FUEL_TYPES.map((fuel) => (
            <option key={fuel} value={fuel}>
              {fuelLabels[fuel]}
            </option>
          ))}
        </SelectField>
        {business ? (
          <TextField
            label="KvK-nummer (WPM)"
            inputMode="numeric"
            hint="Leeg: het KvK-nummer van je account."
            error={formState.errors.kvk_number?.message ?? issues.kvk_number}
            {...register('kvk_number')}
          />
        ) : null}
      </div>
      {update.error ? (
        <Alert tone="error">{errorText(update.error, { fallback: 'Opslaan mislukt' })}</Alert>
      ) : null}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          Opslaan
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          onClick={() =>
            void save({ id: vehicle.id, refresh_rdw: true }, 'De RDW-gegevens zijn opnieuw opgehaald.')
          }
        >
          RDW-gegevens verversen
        </Button>
      </div>
    </form>
  );
}
