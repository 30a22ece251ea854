import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import {
  type CreateOfferBody,
  CreateOfferBodySchema,
  type PartnerOffer,
} from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { applyServerErrors } from '../api/form-errors.ts';
import { partnerStationsQueryOptions, useUploadOfferImage } from '../api/partner-queries.ts';

/** Spec §5 (logo upload): the same text for anything that is not an image. */
export const NOT_AN_IMAGE = 'Kies een afbeeldingsbestand.';

interface OfferFormValues {
  title: string;
  subtitle: string;
  badge: string;
  price: string;
  scope: 'all' | 'station';
  station_id: string;
  valid_from: string;
  valid_until: string;
  image_url: string;
}

const PRICE = /^\s*(?:€\s*)?(\d{1,4})(?:[,.](\d{1,2}))?\s*$/;

/** "2,99" → 299 cents; "" → null; anything else → NaN. */
export function parseEuro(text: string): number | null {
  if (!text.trim()) return null;
  const match = PRICE.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** ISO ↔ the value of an <input type="datetime-local"> in the browser's own time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function toBody(values: OfferFormValues): CreateOfferBody {
  return {
    title: values.title,
    subtitle: values.subtitle,
    badge: values.badge,
    price_cents: parseEuro(values.price),
    station_id: values.scope === 'station' ? values.station_id || null : null,
    valid_from: fromLocalInput(values.valid_from),
    valid_until: fromLocalInput(values.valid_until),
    image_url: values.image_url || null,
  };
}

const resolver: Resolver<OfferFormValues> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (Number.isNaN(parseEuro(values.price)))
    errors.price = { type: 'validate', message: 'Vul een bedrag in als 2,99.' };
  if (values.scope === 'station' && !values.station_id)
    errors.station_id = { type: 'validate', message: 'Kies een station.' };
  const result = CreateOfferBodySchema.safeParse(toBody(values));
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] === 'price_cents' ? 'price' : String(issue.path[0]);
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return Object.keys(errors).length
    ? { values: {}, errors: errors as FieldErrors<OfferFormValues> }
    : { values, errors: {} };
};

function StationPicker({
  value,
  label,
  onPick,
  error,
}: {
  value: string;
  label: string | null;
  onPick: (id: string, title: string) => void;
  error?: string | undefined;
}) {
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 300);
  const inputId = useId();
  const stations = useQuery(
    partnerStationsQueryOptions({ q: search || undefined, status: 'active', page: 1, per_page: 8 }),
  );
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium">
        Zoek het station
      </label>
      <input
        id={inputId}
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        className="w-full rounded-brand border border-border bg-surface px-3 py-2"
      />
      {label ? <p className="text-sm">Gekozen: {label}</p> : null}
      <fieldset>
        <legend className="sr-only">Stations</legend>
        <ul className="max-h-48 space-y-1 overflow-y-auto">
          {stations.data?.items.map((station) => (
            <li key={station.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="offer-station"
                  checked={value === station.id}
                  onChange={() => onPick(station.id, station.title)}
                  className="accent-primary"
                />
                {station.title}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {stations.data?.items.length === 0 ? (
        <p className="text-sm text-muted">Geen stations gevonden.</p>
      ) : null}
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </div>
  );
}

/** Creates or changes an offer: texts, price, for which stations, validity and an image with a preview. */
export function OfferEditor({
  offer,
  onSave,
  onCancel,
}: {
  offer: PartnerOffer | null;
  onSave: (body: CreateOfferBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const upload = useUploadOfferImage();
  const [failure, setFailure] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [stationLabel, setStationLabel] = useState<string | null>(offer?.station_title ?? null);
  const fileId = useId();
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<OfferFormValues>({
    defaultValues: {
      title: offer?.title ?? '',
      subtitle: offer?.subtitle ?? '',
      badge: offer?.badge ?? '',
      price: offer?.price_cents == null ? '' : formatDecimal(offer.price_cents / 100, 2),
      scope: offer?.station_id ? 'station' : 'all',
      station_id: offer?.station_id ?? '',
      valid_from: toLocalInput(offer?.valid_from ?? null),
      valid_until: toLocalInput(offer?.valid_until ?? null),
      image_url: offer?.image_url ?? '',
    },
    resolver,
    mode: 'onTouched',
  });
  const [scope, stationId, imageUrl] = useWatch({ control, name: ['scope', 'station_id', 'image_url'] });
  const errors = formState.errors;

  const onFile = async (file: File | undefined) => {
    setImageError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setImageError(NOT_AN_IMAGE);
      return;
    }
    // The chosen file shows at once; once stored, the stored image replaces it.
    const local = URL.createObjectURL(file);
    setPreview(local);
    try {
      const saved = await upload.mutateAsync(file);
      setValue('image_url', saved.image_url, { shouldDirty: true });
    } catch (error) {
      setImageError(error instanceof Error ? error.message : NOT_AN_IMAGE);
    } finally {
      setPreview(null);
      URL.revokeObjectURL(local);
    }
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(toBody(values));
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, (path) => {
          const field = path === 'price_cents' ? 'price' : path;
          return (
            [
              'title',
              'subtitle',
              'badge',
              'price',
              'station_id',
              'valid_from',
              'valid_until',
              'image_url',
            ] as const
          ).find((name) => name === field);
        }),
      );
    }
  });

  const shown = preview ?? (imageUrl || null);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card mb-6 space-y-4 p-5"
      aria-label={offer ? 'Actie bewerken' : 'Nieuwe actie'}
    >
      <h2 className="text-lg font-bold">{offer ? 'Actie bewerken' : 'Nieuwe actie'}</h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Titel" error={errors.title?.message} {...register('title')} />
        <TextField
          label="Ondertitel (optioneel)"
          error={errors.subtitle?.message}
          {...register('subtitle')}
        />
        <TextField
          label="Badge (optioneel)"
          hint="Bijv. Actie, -20% of Gratis."
          error={errors.badge?.message}
          {...register('badge')}
        />
        <TextField
          label="Prijs in euro (optioneel)"
          inputMode="decimal"
          placeholder="2,99"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="Geldig vanaf (optioneel)"
          type="datetime-local"
          error={errors.valid_from?.message}
          {...register('valid_from')}
        />
        <TextField
          label="Geldig tot (optioneel)"
          type="datetime-local"
          error={errors.valid_until?.message}
          {...register('valid_until')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Geldt voor</legend>
        <label className="mr-4 inline-flex items-center gap-2">
          <input type="radio" value="all" className="accent-primary" {...register('scope')} /> Al mijn
          stations
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="station" className="accent-primary" {...register('scope')} /> Eén station
        </label>
        {scope === 'station' ? (
          <StationPicker
            value={stationId}
            label={stationLabel}
            error={errors.station_id?.message}
            onPick={(id, title) => {
              setValue('station_id', id, { shouldValidate: true });
              setStationLabel(title);
            }}
          />
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-start gap-4">
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
            Afbeelding (PNG, JPEG, GIF of WebP, optioneel)
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          {upload.isPending ? <p className="text-sm text-muted">Uploaden…</p> : null}
          {imageError ? (
            <p role="alert" className="mt-1 text-sm text-danger">
              {imageError}
            </p>
          ) : null}
          {errors.image_url?.message ? (
            <p className="mt-1 text-sm text-danger">{errors.image_url.message}</p>
          ) : null}
        </div>
        {shown ? (
          <figure className="m-0">
            <img
              src={shown}
              alt="Voorbeeld van de afbeelding"
              className="h-24 w-40 rounded-brand border border-border object-cover"
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setPreview(null);
                setValue('image_url', '', { shouldDirty: true });
              }}
            >
              Afbeelding weghalen
            </Button>
          </figure>
        ) : null}
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={formState.isSubmitting || upload.isPending}>
          {formState.isSubmitting ? 'Opslaan…' : offer ? 'Actie opslaan' : 'Actie aanmaken'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
