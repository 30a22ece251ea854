import { orgJournalEndpoints } from '@fuellinq/domain/billing/org-journal.endpoints';
import type { OrgBookkeeping, OrgBookkeepingBody } from '@fuellinq/domain/billing/org-journal.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';

// The organisation's grootboekrekeningen for the journal export (issue 25 §2), set once by the owner or a
// manager; the cost centres' codes are shown as they are set on the cost centres.

const bookkeepingKey = (orgId: string) => ['orgs', orgId, 'bookkeeping'] as const;

function AccountsForm({ orgId, mapping }: { orgId: string; mapping: OrgBookkeeping }) {
  const queryClient = useQueryClient();
  const [fuel, setFuel] = useState(mapping.fuel_account ?? '');
  const [fees, setFees] = useState(mapping.fees_account ?? '');
  const save = useMutation({
    mutationFn: (body: OrgBookkeepingBody) =>
      apiRequest(orgJournalEndpoints.saveBookkeeping, { params: { orgId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(bookkeepingKey(orgId), saved),
  });
  const codes = mapping.cost_centres.map((centre) => `${centre.name}: ${centre.code ?? 'geen code'}`);
  return (
    <form
      aria-label="Grootboekrekeningen"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ fuel_account: fuel, fees_account: fees });
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Grootboekrekening brandstof"
          value={fuel}
          onChange={(e) => setFuel(e.target.value)}
        />
        <TextField label="Grootboekrekening kosten" value={fees} onChange={(e) => setFees(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Bezig…' : 'Opslaan'}
        </Button>
      </div>
      {codes.length ? <p className="text-sm">Kostenplaatscodes: {codes.join(', ')}</p> : null}
      {save.isSuccess ? <p role="status">Grootboekrekeningen opgeslagen.</p> : null}
      {save.isError ? (
        <Alert tone="error">{errorText(save.error, { headline: 'Opslaan mislukt' })}</Alert>
      ) : null}
    </form>
  );
}

/** The two ledger accounts of the journal, for the owner and managers. */
export function LedgerAccounts({ orgId }: { orgId: string }) {
  const mapping = useQuery({
    queryKey: bookkeepingKey(orgId),
    queryFn: ({ signal }) => apiRequest(orgJournalEndpoints.bookkeeping, { params: { orgId }, signal }),
  });
  if (mapping.isPending) return null;
  if (mapping.isError)
    return (
      <Alert tone="error">
        {errorText(mapping.error, { headline: 'Grootboekrekeningen laden mislukt' })}
      </Alert>
    );
  return <AccountsForm orgId={orgId} mapping={mapping.data} />;
}
