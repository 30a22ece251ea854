import type { CreateStationBody } from '@fuellinq/domain/stations/partner.contract';
import { coordinate, type StationFormValues } from '@fuellinq/domain/stations/station-form';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { FormTextField } from './form-parts.tsx';

const NL_CENTER = { lat: 52.13, lng: 5.29 };

/** Where the station is: a pin on the map, or its coordinates typed in. */
export function StationLocationFields({
  form,
}: {
  form: UseFormReturn<StationFormValues, unknown, CreateStationBody>;
}) {
  const [lat, lng] = useWatch({ control: form.control, name: ['lat', 'lng'] });
  const pin =
    Number.isFinite(coordinate(lat)) && Number.isFinite(coordinate(lng))
      ? { lat: coordinate(lat), lng: coordinate(lng) }
      : null;
  const place = (field: 'lat' | 'lng', value: number) =>
    form.setValue(field, value.toFixed(6), {
      shouldValidate: form.formState.isSubmitted,
      shouldDirty: true,
    });

  return (
    <fieldset className="card grid gap-4 p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <legend className="sr-only">Locatie</legend>
      <div className="space-y-3">
        <h2 className="font-semibold">Locatie</h2>
        <p className="text-sm text-muted">
          Klik op de kaart om de pin te zetten; sleep de pin om hem te verplaatsen.
        </p>
        <FormTextField form={form} name="lat" label="Breedtegraad" inputMode="decimal" />
        <FormTextField form={form} name="lng" label="Lengtegraad" inputMode="decimal" />
      </div>
      <div className="h-80">
        <LazyMap
          label="Kaart: klik om de locatie van het station te kiezen"
          center={pin ?? NL_CENTER}
          zoom={pin ? 15 : 7}
          markers={pin ? [{ id: 'pin', ...pin, label: 'Locatie van het station', kind: 'pin' }] : []}
          onPick={(position) => {
            place('lat', position.lat);
            place('lng', position.lng);
          }}
        />
      </div>
    </fieldset>
  );
}
