import { type PartnerSettings, PartnerSettingsBodySchema } from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { partnerSettingsQueryOptions, useSaveSettings } from '../api/partner-queries.ts';
import { BrandSelect } from '../components/brand-select.tsx';
import { fieldError, FormFailure, FormTextField, SubmitButton } from '../components/form-parts.tsx';
import { PumpKeys } from '../components/pump-keys.tsx';

type Field = keyof typeof PartnerSettingsBodySchema.shape;
const FIELDS = Object.keys(PartnerSettingsBodySchema.shape) as Field[];

/** The form's text for each setting; blank where none is set. */
const formValues = (settings: PartnerSettings) =>
  Object.fromEntries(FIELDS.map((field) => [field, settings[field] ?? ''])) as Record<Field, string>;

function SettingsForm({ settings }: { settings: PartnerSettings }) {
  const save = useSaveSettings();
  const form = useZodForm(PartnerSettingsBodySchema, { defaultValues: formValues(settings) });
  const { onSubmit, failure } = useFormSubmit(
    form,
    async (body) => form.reset(formValues(await save.mutateAsync(body))),
    { fieldFor: (path) => FIELDS.find((field) => field === path) },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-2xl space-y-4 p-5" aria-label="Instellingen">
      <FormFailure failure={failure} />
      {save.isSuccess && !form.formState.isDirty ? (
        <Alert tone="success">Instellingen opgeslagen.</Alert>
      ) : null}
      <FormTextField form={form} name="company_name" label="Bedrijfsnaam" autoComplete="organization" />
      <FormTextField form={form} name="kvk_number" label="KvK-nummer" inputMode="numeric" />
      <FormTextField form={form} name="contact_name" label="Contactpersoon" autoComplete="name" />
      <FormTextField form={form} name="contact_email" label="E-mailadres" type="email" autoComplete="email" />
      <FormTextField form={form} name="contact_phone" label="Telefoonnummer" type="tel" autoComplete="tel" />
      <BrandSelect
        current={
          settings.brand_slug && settings.brand ? { slug: settings.brand_slug, name: settings.brand } : null
        }
        error={fieldError(form, 'brand_slug')}
        defaultValue={settings.brand_slug ?? ''}
        {...form.register('brand_slug')}
      />
      <p className="text-sm text-muted">
        Je beheert {settings.station_count} {settings.station_count === 1 ? 'station' : 'stations'}. Nieuwe
        stations krijgen dit merk.
      </p>
      <SubmitButton submitting={form.formState.isSubmitting}>Opslaan</SubmitButton>
    </form>
  );
}

/** /partner/settings: company name, KvK, contact and brand; the pumps' API keys. */
export function PartnerSettingsPage() {
  // The settings carry the granted brands too, so the brand select has its options when the form renders.
  const settings = useQuery(partnerSettingsQueryOptions());
  return (
    <section className="space-y-8">
      <PageHeader
        title="Instellingen"
        intro="Je bedrijfsgegevens, het merk van je stations en de API-sleutels van je pompen."
      />
      {settings.isPending ? (
        <SkeletonList rows={3} label="Instellingen laden…" />
      ) : settings.isError ? (
        <ErrorState message="Kon de instellingen niet laden." onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      <PumpKeys />
    </section>
  );
}
