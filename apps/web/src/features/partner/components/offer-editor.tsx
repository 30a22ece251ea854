import { OfferFormSchema, offerFormField, offerFormValues } from '@fuellinq/domain/stations/offer-form';
import type { CreateOfferBody, PartnerOffer } from '@fuellinq/domain/stations/partner.contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { useUploadOfferImage } from '../api/partner-queries.ts';
import { ChoiceField, fieldError, FormFailure, FormTextField, SubmitButton } from './form-parts.tsx';
import { OfferImageField } from './offer-image-field.tsx';
import { StationPicker } from './station-picker.tsx';

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
  const [stationLabel, setStationLabel] = useState<string | null>(offer?.station_title ?? null);
  const form = useZodForm(OfferFormSchema, { defaultValues: offerFormValues(offer) });
  const { onSubmit, failure } = useFormSubmit(form, onSave, { fieldFor: offerFormField });
  const [scope, stationId, imageUrl] = useWatch({
    control: form.control,
    name: ['scope', 'station_id', 'image_url'],
  });
  const title = offer ? 'Actie bewerken' : 'Nieuwe actie';

  return (
    <form onSubmit={onSubmit} noValidate className="card mb-6 space-y-4 p-5" aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      <FormFailure failure={failure} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField form={form} name="title" label="Titel" />
        <FormTextField form={form} name="subtitle" label="Ondertitel (optioneel)" />
        <FormTextField
          form={form}
          name="badge"
          label="Badge (optioneel)"
          hint="Bijv. Actie, -20% of Gratis."
        />
        <FormTextField
          form={form}
          name="price"
          label="Prijs in euro (optioneel)"
          inputMode="decimal"
          placeholder="2,99"
        />
        <FormTextField form={form} name="valid_from" label="Geldig vanaf (optioneel)" type="datetime-local" />
        <FormTextField form={form} name="valid_until" label="Geldig tot (optioneel)" type="datetime-local" />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Geldt voor</legend>
        <ChoiceField
          type="radio"
          value="all"
          label="Al mijn stations"
          className="mr-4 inline-flex items-center gap-2"
          {...form.register('scope')}
        />
        <ChoiceField type="radio" value="station" label="Eén station" {...form.register('scope')} />
        {scope === 'station' ? (
          <StationPicker
            value={stationId}
            label={stationLabel}
            error={fieldError(form, 'station_id')}
            onPick={(id, stationTitle) => {
              form.setValue('station_id', id);
              // An unregistered field: setValue's shouldValidate would not clear "Kies een station.".
              void form.trigger('station_id');
              setStationLabel(stationTitle);
            }}
          />
        ) : null}
      </fieldset>
      <OfferImageField
        value={imageUrl}
        error={fieldError(form, 'image_url')}
        upload={upload}
        onChange={(url) => form.setValue('image_url', url, { shouldDirty: true })}
      />
      <div className="flex gap-3">
        <SubmitButton submitting={form.formState.isSubmitting} disabled={upload.isPending}>
          {offer ? 'Actie opslaan' : 'Actie aanmaken'}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
