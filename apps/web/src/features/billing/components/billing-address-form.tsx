import {
  BILLING_CITY_MAX,
  BILLING_STREET_MAX,
  type BillingAddress,
  BillingAddressBodySchema,
  billingAddressMessages,
} from '@fuellinq/domain/billing/billing-address.contract';
import { formatDate } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { billingAddressQueryOptions, useSaveBillingAddress } from '../api/billing-queries.ts';

const FIELDS = { street: 'street', postcode: 'postcode', city: 'city' } as const;

/**
 * Factuuradres: the customer's address that invoices must carry. Saved for the next invoice; one already
 * made keeps the address it was made with.
 */
export function BillingAddressCard() {
  const address = useQuery(billingAddressQueryOptions());
  // Kept here: a save gives the form new values (and a new key), and the confirmation must outlive that.
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="billing-address-title" className="card mb-6 p-4">
      <h2 id="billing-address-title" className="text-lg font-semibold">
        Factuuradres
      </h2>
      {address.isPending ? (
        <div role="status" aria-label="Factuuradres laden…" className="mt-3 space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : address.isError ? (
        <div className="mt-3">
          <ErrorState
            message={errorText(address.error, { headline: 'Factuuradres ophalen mislukt' })}
            onRetry={() => void address.refetch()}
          />
        </div>
      ) : (
        <BillingAddressForm
          key={address.data.address?.updated_at ?? 'none'}
          saved={address.data.address}
          onSaved={setSaved}
        />
      )}
      {saved ? (
        <Alert tone="success" className="mt-3">
          {billingAddressMessages.saved}
        </Alert>
      ) : null}
    </section>
  );
}

function BillingAddressForm({
  saved,
  onSaved,
}: {
  saved: BillingAddress | null;
  onSaved: (saved: boolean) => void;
}) {
  const save = useSaveBillingAddress();
  const form = useZodForm(BillingAddressBodySchema, {
    defaultValues: {
      street: saved?.street ?? '',
      postcode: saved?.postcode ?? '',
      city: saved?.city ?? '',
    },
  });
  const { register, formState } = form;
  const { onSubmit, failure } = useFormSubmit(
    form,
    async (body) => {
      onSaved(false);
      await save.mutateAsync(body);
      onSaved(true);
    },
    { fieldFor: (path) => FIELDS[path as keyof typeof FIELDS], headline: billingAddressMessages.saveFailed },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Factuuradres" className="mt-3 space-y-3">
      <p className="text-sm text-muted">
        {saved
          ? `Je facturen vermelden dit adres (gewijzigd op ${formatDate(saved.updated_at)}). Een wijziging geldt vanaf je volgende factuur.`
          : billingAddressMessages.missing}
      </p>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1.5fr]">
        <TextField
          label="Straat en huisnummer"
          autoComplete="street-address"
          maxLength={BILLING_STREET_MAX}
          error={formState.errors.street?.message}
          {...register('street')}
        />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          placeholder="1234 AB"
          maxLength={7}
          error={formState.errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label="Plaats"
          autoComplete="address-level2"
          maxLength={BILLING_CITY_MAX}
          error={formState.errors.city?.message}
          {...register('city')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Opslaan…' : 'Factuuradres opslaan'}
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </form>
  );
}
