import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import {
  type CreatedPumpKey,
  CreatePumpKeyBodySchema,
  type PumpKey,
} from '@fuellinq/domain/money/transaction.contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { pumpKeysQueryOptions, useCreatePumpKey, useRevokePumpKey } from '../api/partner-queries.ts';
import { FormFailure, FormTextField, SubmitButton } from './form-parts.tsx';

/** The new key, shown this once: the server keeps only its hash. */
function NewKey({ created, onDone }: { created: CreatedPumpKey; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-brand border border-success/40 bg-success/10 p-4" role="status">
      <p className="font-semibold">Sleutel {created.name} is gemaakt.</p>
      <p className="text-sm">Kopieer hem nu en zet hem in je pompsysteem: hij wordt maar één keer getoond.</p>
      <div className="flex flex-wrap items-center gap-3">
        <code
          aria-label="Nieuwe API-sleutel"
          className="rounded bg-surface px-2 py-1 font-mono text-sm break-all"
        >
          {created.key}
        </code>
        <CopyButton text={created.key} label="Sleutel kopiëren" />
      </div>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Ik heb de sleutel bewaard
      </Button>
    </div>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedPumpKey) => void }) {
  const create = useCreatePumpKey();
  const form = useZodForm(CreatePumpKeyBodySchema, { defaultValues: { name: '' } });
  const { onSubmit, failure } = useFormSubmit(
    form,
    async (body) => {
      onCreated(await create.mutateAsync(body));
      form.reset();
    },
    { fieldFor: (path) => (path === 'name' ? 'name' : undefined) },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Nieuwe API-sleutel" className="space-y-3">
      <FormFailure failure={failure} />
      <div className="flex flex-wrap items-end gap-3">
        <FormTextField
          form={form}
          name="name"
          label="Naam van de sleutel"
          placeholder="Bijvoorbeeld: pompen Utrecht"
          className="min-w-64 flex-1"
        />
        <SubmitButton submitting={form.formState.isSubmitting}>Sleutel maken</SubmitButton>
      </div>
    </form>
  );
}

/**
 * The pump API keys (settings): the partner's pump systems complete refuels with one
 * (POST /api/partner/pumps/transactions/{id}/complete, key in X-Api-Key). Make one with a name (shown once,
 * with a copy button), see each by its first characters and when it was last used, revoke one after a
 * confirmation.
 */
export function PumpKeys() {
  const headingId = useId();
  const list = useListState<PumpKey>();
  const keys = useQuery(pumpKeysQueryOptions());
  const revoke = useRevokePumpKey();
  const [created, setCreated] = useState<CreatedPumpKey | null>(null);
  return (
    <section aria-labelledby={headingId} className="card max-w-3xl space-y-4 p-5">
      <h2 id={headingId} className="text-lg font-bold">
        API-sleutels voor pompen
      </h2>
      <p className="text-sm text-muted">
        Je pompsysteem meldt elke afgeronde tankbeurt met{' '}
        <code className="break-all">POST /api/partner/pumps/transactions/…/complete</code> en een sleutel in
        de header <code>X-Api-Key</code>. Geef elke pomp of locatie een eigen sleutel, dan kun je er één
        intrekken zonder de rest te raken.
      </p>
      <p className="text-sm text-muted">
        Met dezelfde sleutel controleert je kassa passen en beloningscodes en wisselt ze in (
        <code className="break-all">POST /api/partner/codes/check</code> en <code>…/redeem</code>), zoals je
        dat in het portaal doet onder <Link to="/partner/codes">Code controleren</Link>.
      </p>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <CreateKeyForm onCreated={setCreated} />
      <ListView
        state={list}
        query={keys}
        loadingLabel="Sleutels laden…"
        loadingRows={2}
        errorMessage="Kon de API-sleutels niet laden."
        isEmpty={(data) => data.items.length === 0}
        empty={() => <EmptyState title="Nog geen API-sleutels." />}
        confirm={{
          title: 'Sleutel intrekken?',
          confirmLabel: 'Intrekken',
          busy: revoke.isPending,
          failureHeadline: 'Intrekken mislukt',
          describe: (key) =>
            `${key.name} (${key.prefix}…) werkt direct niet meer: pompen die hem gebruiken, kunnen geen tankbeurten meer afronden.`,
          onConfirm: async (key) => {
            await revoke.mutateAsync(key.id);
            list.setMessage(`${key.name} is ingetrokken.`);
          },
        }}
      >
        {(data) => (
          <ResponsiveTable
            caption="API-sleutels"
            dense
            items={data.items}
            rowKey={(key) => key.id}
            columns={[
              {
                key: 'name',
                label: 'Naam',
                rowHeader: true,
                className: 'font-semibold',
                phone: 'title',
                cell: (key) => <>{key.name}</>,
              },
              {
                key: 'prefix',
                label: 'Begint met',
                className: 'font-mono',
                cell: (key) => `${key.prefix}…`,
              },
              {
                key: 'created',
                label: 'Gemaakt',
                className: 'whitespace-nowrap',
                cell: (key) => formatDateTime(key.created_at),
              },
              {
                key: 'used',
                label: 'Laatst gebruikt',
                className: 'whitespace-nowrap',
                cell: (key) => <>{key.last_used_at ? formatDateTime(key.last_used_at) : 'nog nooit'}</>,
              },
              {
                key: 'actions',
                label: 'Acties',
                hidden: true,
                className: 'text-right',
                phone: 'actions',
                cell: (key) => (
                  <>
                    {key.revoked_at ? (
                      <Badge tone="danger">ingetrokken {formatDateTime(key.revoked_at)}</Badge>
                    ) : (
                      <Button variant="danger" size="sm" onClick={() => list.confirm(key)}>
                        Intrekken<span className="sr-only"> ({key.name})</span>
                      </Button>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </ListView>
    </section>
  );
}
