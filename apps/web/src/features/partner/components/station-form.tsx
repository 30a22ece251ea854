import { FUEL_TYPES, fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import type { CreateStationBody, PartnerStation } from '@fuellinq/domain/stations/partner.contract';
import {
  StationFormSchema,
  stationFormField,
  stationFormValues,
} from '@fuellinq/domain/stations/station-form';
import { useQuery } from '@tanstack/react-query';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { partnerSettingsQueryOptions } from '../api/partner-queries.ts';
import { BrandSelect } from './brand-select.tsx';
import {
  ChoiceField,
  fieldError,
  FieldMessage,
  FormFailure,
  FormTextField,
  SubmitButton,
} from './form-parts.tsx';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
import { StationLocationFields } from './station-location-fields.tsx';

export interface StationFormProps {
  station?: PartnerStation | undefined;
  partnerBrand: string | null;
  submitLabel: string;
  onSubmit: (body: CreateStationBody) => Promise<unknown>;
}

/** A station's address, location (a pin on the map), fuels and opening hours. */
export function StationForm({ station, partnerBrand, submitLabel, onSubmit: save }: StationFormProps) {
  const settings = useQuery(partnerSettingsQueryOptions());
  const form = useZodForm(StationFormSchema, { defaultValues: stationFormValues(station, partnerBrand) });
  const { onSubmit, failure } = useFormSubmit(form, save, { fieldFor: stationFormField });

  // The brand list first: a select only takes its default value from options that exist.
  if (settings.isPending) return <SkeletonList rows={4} label="Formulier laden…" />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={submitLabel}>
      <FormFailure failure={failure} />
      <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
        <legend className="sr-only">Station</legend>
        <FormTextField
          form={form}
          name="title"
          label="Naam (optioneel)"
          hint="Leeg: merk, plaats en straat."
        />
        <BrandSelect
          current={
            station?.brand_slug && station.brand ? { slug: station.brand_slug, name: station.brand } : null
          }
          error={fieldError(form, 'brand_slug')}
          defaultValue={form.formState.defaultValues?.brand_slug ?? ''}
          {...form.register('brand_slug')}
        />
        <FormTextField form={form} name="street" label="Straat" autoComplete="address-line1" />
        <FormTextField form={form} name="house_number" label="Huisnummer" />
        <FormTextField form={form} name="postcode" label="Postcode" autoComplete="postal-code" />
        <FormTextField form={form} name="city" label="Plaats" autoComplete="address-level2" />
      </fieldset>

      <StationLocationFields form={form} />

      <fieldset className="card space-y-3 p-5">
        <legend className="font-semibold">Brandstoffen en kenmerken</legend>
        <div className="flex flex-wrap gap-4">
          {FUEL_TYPES.map((fuel) => (
            <ChoiceField
              key={fuel}
              type="checkbox"
              value={fuel}
              label={fuelLabels[fuel]}
              {...form.register('fuels')}
            />
          ))}
        </div>
        <FieldMessage message={fieldError(form, 'fuels')} />
        <div className="flex flex-wrap gap-4">
          <ChoiceField type="checkbox" label="Onbemand" {...form.register('unmanned')} />
          <ChoiceField type="checkbox" label="Aan de snelweg" {...form.register('motorway')} />
        </div>
      </fieldset>

      <OpeningHoursEditor form={form} />

      <SubmitButton submitting={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
