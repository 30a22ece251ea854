import { text } from '@fuellinq/domain/common/text';
import { parseDecimal } from '@fuellinq/domain/format/nl-number';
import { FUEL_TYPES, fuelLabels, type FuelType } from '@fuellinq/domain/fuel/fuel-types';
import {
  PRICE_ALERT_CHANNEL_LABELS,
  PRICE_ALERT_CHANNELS,
  PRICE_ALERT_RADIUS_KM,
  PriceAlertChannelsSchema,
  type PriceAlertDto,
} from '@fuellinq/domain/notifications/price-alert.contract';
import { FINDER_GEOLOCATION_ATTEMPTS } from '@fuellinq/domain/stations/station-rules';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { useGeolocation } from '../../../lib/use-geolocation.ts';
import { useCreatePriceAlert, useUpdatePriceAlert } from '../api/price-alert-queries.ts';

// One form for a new alert and a change to one: a station's (from its page) or an area's (a centre from the
// current location or a point on the map, and a radius); a fuel, a maximum price and how to hear it.

const PRICE_MESSAGE = 'Vul een prijs per liter in, zoals 1,799.';
const RADIUS_MESSAGE = `Kies een straal van ${PRICE_ALERT_RADIUS_KM.min} tot en met ${PRICE_ALERT_RADIUS_KM.max} km.`;

/** A number typed the Dutch way ("1,799"), or `message`. */
const decimalText = (message: string) =>
  text().transform((value, context) => {
    const number = parseDecimal(value);
    if (number === null || Number.isNaN(number)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

const formSchema = z
  .object({
    area: z.boolean(),
    fuel_type: z.enum(FUEL_TYPES, { error: 'Kies een brandstof.' }),
    max_price: decimalText(PRICE_MESSAGE).pipe(z.number().min(0.5, PRICE_MESSAGE).max(4, PRICE_MESSAGE)),
    channels: PriceAlertChannelsSchema,
    radius: decimalText(RADIUS_MESSAGE).pipe(
      z
        .number()
        .min(PRICE_ALERT_RADIUS_KM.min, RADIUS_MESSAGE)
        .max(PRICE_ALERT_RADIUS_KM.max, RADIUS_MESSAGE),
    ),
    centre: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  })
  .superRefine((value, context) => {
    if (!value.area) return;
    if (!value.centre) {
      context.addIssue({
        code: 'custom',
        path: ['centre'],
        message: 'Kies het midden: je huidige locatie of een punt op de kaart.',
      });
    }
  });

type FormInput = z.input<typeof formSchema>;

export interface PriceAlertFormProps {
  /** A station alert for this station; without it, an area alert. */
  station?: { id: string; title: string; fuels?: readonly FuelType[] } | undefined;
  /** The alert to change; without it, a new one. */
  alert?: PriceAlertDto | undefined;
  onDone: (alert: PriceAlertDto) => void;
  onCancel?: () => void;
}

const priceText = (eur: number) => eur.toFixed(3).replace('.', ',');
const NETHERLANDS = { lat: 52.2, lng: 5.3 };

export function PriceAlertForm({ station, alert, onDone, onCancel }: PriceAlertFormProps) {
  const area = alert ? alert.kind === 'area' : !station;
  const fuels = station?.fuels?.length ? station.fuels : FUEL_TYPES;
  const fuel = alert?.fuel_type ?? (fuels.includes('diesel') ? 'diesel' : (fuels[0] ?? 'euro95'));
  const form = useZodForm(formSchema, {
    defaultValues: {
      area,
      fuel_type: fuel,
      max_price: alert ? priceText(alert.max_price_eur_l) : '',
      channels: alert?.channels ?? ['push', 'app'],
      radius: alert?.radius_km ? String(alert.radius_km).replace('.', ',') : '10',
      centre: alert?.lat != null && alert.lng != null ? { lat: alert.lat, lng: alert.lng } : null,
    } satisfies FormInput,
  });
  const create = useCreatePriceAlert();
  const update = useUpdatePriceAlert();
  const { state: geo, locate } = useGeolocation(FINDER_GEOLOCATION_ATTEMPTS);
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (geo.status === 'granted') form.setValue('centre', geo.position, { shouldValidate: true });
  }, [geo, form]);

  const { onSubmit, failure } = useFormSubmit(
    form,
    async (values) => {
      const common = {
        fuel_type: values.fuel_type,
        max_price_eur_l: values.max_price,
        channels: values.channels,
      };
      const place = values.area && values.centre ? { ...values.centre, radius_km: values.radius } : undefined;
      const saved = alert
        ? await update.mutateAsync({ id: alert.id, body: { ...common, ...place } })
        : await create.mutateAsync(place ? { ...common, ...place } : { ...common, station_id: station!.id });
      onDone(saved);
    },
    {
      fieldFor: (path) =>
        path === 'max_price_eur_l'
          ? 'max_price'
          : path === 'radius_km'
            ? 'radius'
            : path === 'lat' || path === 'lng'
              ? 'centre'
              : path === 'fuel_type' || path === 'channels'
                ? path
                : undefined,
      fallback: 'Het prijsalarm is niet bewaard. Probeer het opnieuw.',
    },
  );
  const centre = form.watch('centre');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Prijsalarm">
      {station ? <p className="text-sm text-muted">Bij {station.title}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Brandstof"
          defaultValue={fuel}
          error={errors.fuel_type?.message}
          {...form.register('fuel_type')}
        >
          {fuels.map((fuel) => (
            <option key={fuel} value={fuel}>
              {fuelLabels[fuel]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Maximumprijs per liter (€)"
          inputMode="decimal"
          placeholder="1,799"
          hint="Je hoort het zodra de prijs hieronder of erop komt."
          error={errors.max_price?.message}
          {...form.register('max_price')}
        />
      </div>
      {area ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">Gebied</legend>
          <TextField
            label="Straal (km)"
            inputMode="decimal"
            error={errors.radius?.message}
            {...form.register('radius')}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void locate()}
              disabled={geo.status === 'locating'}
            >
              {geo.status === 'locating' ? 'Locatie zoeken…' : 'Gebruik mijn huidige locatie'}
            </Button>
            <span className="text-sm text-muted" aria-live="polite">
              {centre
                ? `Midden: ${centre.lat.toFixed(4).replace('.', ',')}, ${centre.lng.toFixed(4).replace('.', ',')}`
                : 'Of klik op de kaart om het midden te kiezen.'}
            </span>
          </div>
          {geo.status === 'denied' || geo.status === 'unavailable' ? (
            <p className="text-sm text-danger">{geo.message}</p>
          ) : null}
          {errors.centre?.message ? (
            <p role="alert" className="text-sm text-danger">
              {errors.centre.message}
            </p>
          ) : null}
          <div className="h-64">
            <LazyMap
              onRequest
              label="Kaart: klik om het midden van het gebied te kiezen"
              center={centre ?? NETHERLANDS}
              zoom={centre ? 11 : 7}
              markers={
                centre ? [{ id: 'centre', label: 'Midden van het gebied', kind: 'pin', ...centre }] : []
              }
              onPick={(position) => form.setValue('centre', position, { shouldValidate: true })}
            />
          </div>
        </fieldset>
      ) : null}
      <Controller
        control={form.control}
        name="channels"
        render={({ field }) => {
          const chosen = (field.value ?? []) as string[];
          return (
            <fieldset aria-describedby={errors.channels ? 'price-alert-channels-error' : undefined}>
              <legend className="text-sm font-semibold">Hoe wil je het horen?</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {PRICE_ALERT_CHANNELS.map((channel) => (
                  <label key={channel} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={chosen.includes(channel)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...chosen, channel]
                            : chosen.filter((value) => value !== channel),
                        )
                      }
                    />
                    {PRICE_ALERT_CHANNEL_LABELS[channel]}
                  </label>
                ))}
              </div>
              {errors.channels?.message ? (
                <p id="price-alert-channels-error" className="mt-1 text-sm text-danger">
                  {errors.channels.message}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-muted">
                Hooguit 3 pushmeldingen per dag, minstens 2 uur uit elkaar; wat daarbuiten valt, zie je in de
                app.
              </p>
            </fieldset>
          );
        }}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Bewaren…' : alert ? 'Wijziging bewaren' : 'Prijsalarm zetten'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Annuleren
          </Button>
        ) : null}
      </div>
    </form>
  );
}
