import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, fieldIssues } from '../../../lib/api-errors.ts';
import { meQueryOptions } from '../../auth/api/auth-api.ts';
import { useOrgContext } from '../api/org-context.ts';
import { useCreateOrg } from '../api/org-queries.ts';

/** /app/fleet/nieuw: a business account creates an organisation and becomes its owner. */
export function NewOrgPage() {
  const me = useQuery(meQueryOptions());
  const create = useCreateOrg();
  const { setCurrent } = useOrgContext();
  const navigate = useNavigate();
  const [form, setForm] = useState({
    name: '',
    kvk_number: '',
    vat_id: '',
    invoice_address: '',
    invoice_email: '',
  });
  const issues = fieldIssues(create.error);
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
    error: issues[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const org = await create.mutateAsync(form);
      setCurrent(org.id);
      await navigate('/app/fleet/members');
    } catch {
      // Shown from create.error.
    }
  };

  let body;
  if (me.isPending) body = <Spinner />;
  else if (me.data?.user.account_type !== 'business')
    body = (
      <EmptyState title="Alleen voor zakelijke accounts.">
        Een organisatie aanmaken kan met een zakelijk account. Neem contact met ons op om je account zakelijk
        te maken. Ben je uitgenodigd? Open dan de link uit de e-mail.
      </EmptyState>
    );
  else
    body = (
      <form
        onSubmit={(event) => void submit(event)}
        className="card flex max-w-2xl flex-col gap-4 p-4 sm:p-6"
        noValidate
      >
        <TextField label="Naam (zoals bij de KvK)" required {...field('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="KvK-nummer"
            inputMode="numeric"
            required
            hint="8 cijfers"
            {...field('kvk_number')}
          />
          <TextField label="Btw-id" required hint="Bijvoorbeeld NL123456789B01" {...field('vat_id')} />
        </div>
        <TextArea label="Factuuradres (optioneel)" rows={3} {...field('invoice_address')} />
        <TextField label="E-mailadres voor facturen (optioneel)" type="email" {...field('invoice_email')} />
        {create.error && Object.keys(issues).length === 0 ? (
          <Alert tone="error">{errorText(create.error, { headline: 'Aanmaken mislukt' })}</Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={create.isPending}>
            Organisatie aanmaken
          </Button>
        </div>
      </form>
    );

  return (
    <section>
      <PageHeader
        title="Nieuwe organisatie"
        intro="Eén account voor al je bestuurders en voertuigen. Jij wordt eigenaar; daarna nodig je anderen uit."
      />
      {body}
    </section>
  );
}
