import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import type { OpeningPeriod } from '@fuellinq/domain/stations/opening-hours';
import { WEEKDAY_LABELS } from '@fuellinq/domain/stations/opening-hours';
import {
  type CreateStationBody,
  CreateStationBodySchema,
  type PartnerStation,
} from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../api/form-errors.ts';
import { brandsQueryOptions } from '../api/partner-queries.ts';

const FUELS = ['euro95', 'diesel', 'lpg', 'adblue', 'hvo', 'elektrisch'] as const;
const NL_CENTER = { lat: 52.13, lng: 5.29 };

type DayMode = 'open' | 'closed' | 'always';
export interface StationFormValues {
  title: string;
  brand_slug: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  lat: string;
  lng: string;
  fuels: string[];
  unmanned: boolean;
  motorway: boolean;
  hours: { mode: DayMode; opens: string; closes: string }[];
}

const number = (value: string) => Number(value.trim().replace(',', '.'));

function fromStation(station: PartnerStation | undefined, brandSlug: string | null): StationFormValues {
  const periods = station?.opening_hours ?? [];
  return {
    title: station?.title ?? '',
    brand_slug: station ? (station.brand_slug ?? '') : (brandSlug ?? ''),
    street: station?.street ?? '',
    house_number: station?.house_number ?? '',
    postcode: station?.postcode ?? '',
    city: station?.city ?? '',
    lat: station ? String(station.lat) : '',
    lng: station ? String(station.lng) : '',
    fuels: station?.fuels ?? ['euro95', 'diesel'],
    unmanned: station?.unmanned ?? false,
    motorway: station?.motorway ?? false,
    hours: WEEKDAY_LABELS.map((_, index) => {
      const period = periods.find((p) => p.day === index + 1);
      if (!station) return { mode: 'open', opens: '06:00', closes: '22:00' };
      if (!period) return { mode: 'closed', opens: '06:00', closes: '22:00' };
      if (period.opens === '00:00' && period.closes === '24:00')
        return { mode: 'always', opens: '06:00', closes: '22:00' };
      return { mode: 'open', opens: period.opens, closes: period.closes };
    }),
  };
}

export function toStationBody(values: StationFormValues): CreateStationBody {
  const periods: OpeningPeriod[] = values.hours.flatMap((day, index): OpeningPeriod[] =>
    day.mode === 'closed'
      ? []
      : [
          {
            day: index + 1,
            opens: day.mode === 'always' ? '00:00' : day.opens,
            closes: day.mode === 'always' ? '24:00' : day.closes,
          },
        ],
  );
  return {
    title: values.title.trim() || null,
    brand_slug: values.brand_slug || null,
    street: values.street,
    house_number: values.house_number,
    postcode: values.postcode.trim() || null,
    city: values.city,
    lat: number(values.lat),
    lng: number(values.lng),
    fuels: values.fuels,
    unmanned: values.unmanned,
    motorway: values.motorway,
    opening_hours: periods,
  };
}

/** Validates with the API's own contract, so the form and the server say the same thing. */
const resolver: Resolver<StationFormValues> = async (values) => {
  const errors: FieldErrors<StationFormValues> = {};
  const set = (path: string, message: string) => {
    (errors as Record<string, unknown>)[path] ??= { type: 'validate', message };
  };
  values.hours.forEach((day, index) => {
    if (day.mode === 'open' && day.closes <= day.opens)
      set(`hours.${index}.closes`, 'De sluitingstijd moet na de openingstijd liggen.');
  });
  const placed = Boolean(values.lat.trim() && values.lng.trim());
  if (!placed) set('lat', 'Plaats de pin op de kaart of vul de coördinaten in.');
  const result = CreateStationBodySchema.safeParse(toStationBody(values));
  for (const issue of result.error?.issues ?? []) {
    const [field] = issue.path;
    if (typeof field !== 'string' || field === 'opening_hours') continue;
    if (!placed && (field === 'lat' || field === 'lng')) continue;
    set(field, issue.message);
  }
  const hourErrors = Object.keys(errors).filter((key) => key.startsWith('hours.'));
  if (hourErrors.length) {
    errors.hours = values.hours.map((_, index) => {
      const message = (errors as Record<string, { message: string }>)[`hours.${index}.closes`]?.message;
      return message ? { closes: { type: 'validate', message } } : undefined;
    }) as FieldErrors<StationFormValues>['hours'];
    for (const key of hourErrors) delete (errors as Record<string, unknown>)[key];
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

export interface StationFormProps {
  station?: PartnerStation | undefined;
  partnerBrand: string | null;
  submitLabel: string;
  onSubmit: (body: CreateStationBody) => Promise<unknown>;
}

/** A station's address, location (a pin on the map), fuels and opening hours. */
export function StationForm({ station, partnerBrand, submitLabel, onSubmit }: StationFormProps) {
  const brands = useQuery(brandsQueryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<StationFormValues>({
    defaultValues: fromStation(station, partnerBrand),
    resolver,
    mode: 'onTouched',
  });
  const [lat, lng, hours] = useWatch({ control, name: ['lat', 'lng', 'hours'] });
  const pin =
    Number.isFinite(number(lat)) && Number.isFinite(number(lng)) && lat && lng
      ? { lat: number(lat), lng: number(lng) }
      : null;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toStationBody(values));
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, (path) => {
          const field = path.split('.')[0];
          return field && field in values && field !== 'opening_hours'
            ? (field as keyof StationFormValues)
            : undefined;
        }),
      );
    }
  });

  // The brand list first: a select only takes its default value from options that exist.
  if (brands.isPending) return <SkeletonList rows={4} label="Formulier laden…" />;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={submitLabel}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
        <legend className="sr-only">Station</legend>
        <TextField
          label="Naam (optioneel)"
          hint="Leeg: merk, plaats en straat."
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label="Merk" error={errors.brand_slug?.message} {...register('brand_slug')}>
          <option value="">Geen merk</option>
          {brands.data?.items.map((brand) => (
            <option key={brand.slug} value={brand.slug}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Straat"
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField label="Huisnummer" error={errors.house_number?.message} {...register('house_number')} />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label="Plaats"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
      </fieldset>

      <fieldset className="card grid gap-4 p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <legend className="sr-only">Locatie</legend>
        <div className="space-y-3">
          <h2 className="font-semibold">Locatie</h2>
          <p className="text-sm text-muted">
            Klik op de kaart om de pin te zetten; sleep de pin om hem te verplaatsen.
          </p>
          <TextField
            label="Breedtegraad"
            inputMode="decimal"
            error={errors.lat?.message}
            {...register('lat')}
          />
          <TextField
            label="Lengtegraad"
            inputMode="decimal"
            error={errors.lng?.message}
            {...register('lng')}
          />
        </div>
        <div className="h-80">
          <LazyMap
            label="Kaart: klik om de locatie van het station te kiezen"
            center={pin ?? NL_CENTER}
            zoom={pin ? 15 : 7}
            markers={pin ? [{ id: 'pin', ...pin, label: 'Locatie van het station', kind: 'pin' }] : []}
            onPick={(position) => {
              setValue('lat', position.lat.toFixed(6), {
                shouldValidate: formState.isSubmitted,
                shouldDirty: true,
              });
              setValue('lng', position.lng.toFixed(6), {
                shouldValidate: formState.isSubmitted,
                shouldDirty: true,
              });
            }}
          />
        </div>
      </fieldset>

      <fieldset className="card space-y-3 p-5">
        <legend className="font-semibold">Brandstoffen en kenmerken</legend>
        <div className="flex flex-wrap gap-4">
          {FUELS.map((fuel) => (
            <label key={fuel} className="inline-flex items-center gap-2">
              <input type="checkbox" value={fuel} className="size-4 accent-primary" {...register('fuels')} />
              {fuelLabels[fuel]}
            </label>
          ))}
        </div>
        {errors.fuels?.message ? <p className="text-sm text-danger">{errors.fuels.message}</p> : null}
        <div className="flex flex-wrap gap-4">
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary" {...register('unmanned')} /> Onbemand
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary" {...register('motorway')} /> Aan de
            snelweg
          </label>
        </div>
      </fieldset>

      <fieldset className="card p-5">
        <legend className="font-semibold">Openingstijden</legend>
        <ul className="mt-2 divide-y divide-border">
          {WEEKDAY_LABELS.map((day, index) => (
            <li key={day} className="flex flex-wrap items-center gap-3 py-2">
              <span className="w-24 capitalize">{day}</span>
              <label className="sr-only" htmlFor={`hours-${index}-mode`}>
                {day}
              </label>
              <select
                id={`hours-${index}-mode`}
                className="rounded-brand border border-border bg-surface px-2 py-1.5"
                {...register(`hours.${index}.mode`)}
              >
                <option value="open">Open</option>
                <option value="always">24 uur open</option>
                <option value="closed">Gesloten</option>
              </select>
              {hours[index]?.mode === 'open' ? (
                <>
                  <input
                    type="time"
                    aria-label={`${day} open vanaf`}
                    className="rounded-brand border border-border bg-surface px-2 py-1.5"
                    {...register(`hours.${index}.opens`)}
                  />
                  <span aria-hidden>–</span>
                  <input
                    type="time"
                    aria-label={`${day} open tot`}
                    aria-invalid={errors.hours?.[index]?.closes ? true : undefined}
                    className="rounded-brand border border-border bg-surface px-2 py-1.5 aria-invalid:border-danger"
                    {...register(`hours.${index}.closes`)}
                  />
                  {errors.hours?.[index]?.closes?.message ? (
                    <span className="text-sm text-danger">{errors.hours[index].closes.message}</span>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>

      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Opslaan…' : submitLabel}
      </Button>
    </form>
  );
}
