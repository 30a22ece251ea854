import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import type { RdwLookupResponse } from '@fuellinq/domain/vehicles/vehicle.contract';
import { PlateLookupFormSchema } from '@fuellinq/domain/vehicles/vehicle.forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { plateLookupQueryOptions, useCreateVehicle } from '../api/vehicle-queries.ts';
import { Plate } from './plate.tsx';
import { VehicleFacts } from './vehicle-facts.tsx';

/**
 * Spec §5: the plate is upper-cased and stripped of everything but letters and digits; a blank one gives
 * 'Kenteken ontbreekt' and the button stays disabled while the field is empty. The registry's answer is
 * shown before anything is saved.
 */
export function PlateLookupForm() {
  // Checked on submit only: a half-typed plate is no mistake yet.
  const form = useZodForm(PlateLookupFormSchema, {
    defaultValues: { plate: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const input = useWatch({ control: form.control, name: 'plate' });
  const [plate, setPlate] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const lookup = useQuery({ ...plateLookupQueryOptions(plate ?? ''), enabled: plate !== null });
  const create = useCreateVehicle();

  const onSubmit = form.handleSubmit(
    (values) => setPlate(values.plate),
    () => setPlate(null),
  );

  async function add(result: RdwLookupResponse) {
    await create.mutateAsync({ plate: result.license_plate });
    setAdded(result.license_plate_display);
    setPlate(null);
    form.reset();
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={(event) => {
          setAdded(null);
          create.reset();
          void onSubmit(event);
        }}
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label="Opzoeken bij de RDW"
      >
        <TextField
          label="Kenteken"
          placeholder="bijv. TT-601-D"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          className="w-full max-w-xs"
          error={form.formState.errors.plate?.message}
          {...form.register('plate')}
        />
        <Button type="submit" disabled={input.trim() === '' || lookup.isFetching}>
          {lookup.isFetching ? 'Opzoeken…' : 'Opzoeken'}
        </Button>
      </form>

      {added ? <Alert tone="success">{added} is toegevoegd aan je voertuigen.</Alert> : null}
      {lookup.isFetching && !lookup.data ? <Spinner label="Kenteken opzoeken bij de RDW…" /> : null}
      {plate && lookup.error ? (
        <Alert tone="error">{errorText(lookup.error, { fallback: 'Zoeken mislukt' })}</Alert>
      ) : null}

      {plate && lookup.data ? (
        <section aria-label="Gevonden voertuig" className="card space-y-4 p-5">
          <div className="flex flex-wrap items-center gap-3">
            <Plate plate={lookup.data.license_plate} />
            <h3 className="text-lg font-semibold">
              {[lookup.data.make, lookup.data.model].filter(Boolean).join(' ') || 'Onbekend merk'}
            </h3>
            {lookup.data.vehicle_id ? <Badge tone="brand">Staat al in je lijst</Badge> : null}
          </div>
          <VehicleFacts facts={lookup.data} />
          {lookup.data.stale ? (
            <p className="text-sm text-muted">
              De RDW is nu niet bereikbaar; dit zijn de gegevens van {formatDateTime(lookup.data.fetched_at)}.
            </p>
          ) : null}
          {create.error ? (
            <Alert tone="error">{errorText(create.error, { fallback: 'Aanmaken mislukt' })}</Alert>
          ) : null}
          {lookup.data.vehicle_id ? null : (
            <Button onClick={() => void add(lookup.data).catch(() => {})} disabled={create.isPending}>
              {create.isPending ? 'Toevoegen…' : 'Toevoegen aan mijn voertuigen'}
            </Button>
          )}
        </section>
      ) : null}
    </div>
  );
}
