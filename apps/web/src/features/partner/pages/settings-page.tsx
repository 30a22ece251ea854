import {
  type PartnerSettings,
  type PartnerSettingsBody,
  PartnerSettingsBodySchema,
} from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../api/form-errors.ts';
import { brandsQueryOptions, partnerSettingsQueryOptions, useSaveSettings } from '../api/partner-queries.ts';

type Values = { [K in keyof Required<PartnerSettingsBody>]: string };
const FIELDS = [
  'company_name',
  'kvk_number',
  'contact_name',
  'contact_email',
  'contact_phone',
  'brand_slug',
] as const;

/** Validates with the API's own contract. */
const resolver: Resolver<Values> = async (values) => {
  const result = PartnerSettingsBodySchema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0])] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<Values> };
};

function SettingsForm({ settings }: { settings: PartnerSettings }) {
  const brands = useQuery(brandsQueryOptions());
  const save = useSaveSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, settings[field] ?? ''])) as Values,
    resolver,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      reset(values);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, (path) => FIELDS.find((field) => field === path)));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="card max-w-2xl space-y-4 p-5" aria-label="Instellingen">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {save.isSuccess && !formState.isDirty ? <Alert tone="success">Instellingen opgeslagen.</Alert> : null}
      <TextField
        label="Bedrijfsnaam"
        autoComplete="organization"
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <TextField
        label="KvK-nummer"
        inputMode="numeric"
        error={errors.kvk_number?.message}
        {...register('kvk_number')}
      />
      <TextField
        label="Contactpersoon"
        autoComplete="name"
        error={errors.contact_name?.message}
        {...register('contact_name')}
      />
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="email"
        error={errors.contact_email?.message}
        {...register('contact_email')}
      />
      <TextField
        label="Telefoonnummer"
        type="tel"
        autoComplete="tel"
        error={errors.contact_phone?.message}
        {...register('contact_phone')}
      />
      <SelectField
        label="Merk"
        error={errors.brand_slug?.message}
        defaultValue={settings.brand_slug ?? ''}
        {...register('brand_slug')}
      >
        <option value="">Geen merk</option>
        {brands.data?.items.map((brand) => (
          <option key={brand.slug} value={brand.slug}>
            {brand.name}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-muted">
        Je beheert {settings.station_count} {settings.station_count === 1 ? 'station' : 'stations'}. Nieuwe
        stations krijgen dit merk.
      </p>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Opslaan…' : 'Opslaan'}
      </Button>
    </form>
  );
}

/** /partner/settings: company name, KvK, contact and brand. */
export function PartnerSettingsPage() {
  const settings = useQuery(partnerSettingsQueryOptions());
  // The brand list first: a select only takes its default value from options that exist.
  const brands = useQuery(brandsQueryOptions());
  return (
    <section>
      <PageHeader title="Instellingen" intro="Je bedrijfsgegevens en het merk van je stations." />
      {settings.isPending || brands.isPending ? (
        <SkeletonList rows={3} label="Instellingen laden…" />
      ) : settings.isError ? (
        <ErrorState message="Kon de instellingen niet laden." onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}
