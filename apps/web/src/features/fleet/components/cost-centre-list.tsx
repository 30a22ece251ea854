import type { CostCentre, OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { parseEuroCents } from '@fuellinq/domain/format/nl-number';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { costCentresQueryOptions, useCreateCostCentre, useRemoveCostCentre } from '../api/org-queries.ts';

const budget = (cents: number | null) => (cents === null ? 'Geen' : formatEuro(cents));

function AddCostCentre({ org }: { org: OrgSummary }) {
  const create = useCreateCostCentre(org.id);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [day, setDay] = useState('');
  const [month, setMonth] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const perDay = parseEuroCents(day);
    const perMonth = parseEuroCents(month);
    if ([perDay, perMonth].some((cents) => cents !== null && (Number.isNaN(cents) || cents <= 0))) {
      setProblem('Vul een budget in als bedrag in euro boven 0, of laat het leeg.');
      return;
    }
    try {
      await create.mutateAsync({ name, code, max_per_day_cents: perDay, max_per_month_cents: perMonth });
      setName('');
      setCode('');
      setDay('');
      setMonth('');
    } catch (error) {
      setProblem(errorText(error, { headline: 'Toevoegen mislukt' }));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="card flex flex-col gap-4 p-4 sm:p-6" noValidate>
      <h3 className="font-semibold">Kostenplaats toevoegen</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Naam van de kostenplaats"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <TextField label="Code (optioneel)" value={code} onChange={(e) => setCode(e.target.value)} />
        <TextField
          label="Dagbudget (€, optioneel)"
          inputMode="decimal"
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <TextField
          label="Maandbudget (€, optioneel)"
          inputMode="decimal"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div>
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          Toevoegen
        </Button>
      </div>
    </form>
  );
}

/** Kostenplaatsen with their budgets; a manager adds and removes them. */
export function CostCentreList({ org }: { org: OrgSummary }) {
  const costCentres = useQuery(costCentresQueryOptions(org.id));
  const remove = useRemoveCostCentre(org.id);
  const [removing, setRemoving] = useState<CostCentre | null>(null);
  const canManage = orgRoleCan(org.role, 'manage');

  return (
    <section aria-labelledby="cost-centres" className="flex flex-col gap-4">
      <h2 id="cost-centres" className="text-lg font-semibold">
        Kostenplaatsen
      </h2>
      {costCentres.isPending ? <Spinner label="Kostenplaatsen laden…" /> : null}
      {costCentres.isError ? (
        <ErrorState
          message={errorText(costCentres.error, { headline: 'Kostenplaatsen laden mislukt' })}
          onRetry={() => void costCentres.refetch()}
        />
      ) : null}
      {remove.error ? (
        <Alert tone="error">{errorText(remove.error, { headline: 'Verwijderen mislukt' })}</Alert>
      ) : null}
      {costCentres.data?.length === 0 ? <p className="text-sm text-muted">Nog geen kostenplaatsen.</p> : null}
      {costCentres.data?.length ? (
        <ResponsiveTable
          caption="Kostenplaatsen"
          dense
          items={costCentres.data}
          rowKey={(centre) => centre.id}
          columns={[
            { key: 'name', label: 'Naam', rowHeader: true, phone: 'title', cell: (centre) => centre.name },
            { key: 'code', label: 'Code', cell: (centre) => centre.code ?? '–' },
            { key: 'day', label: 'Dagbudget', cell: (centre) => budget(centre.max_per_day_cents) },
            { key: 'month', label: 'Maandbudget', cell: (centre) => budget(centre.max_per_month_cents) },
            {
              key: 'actions',
              label: 'Acties',
              hidden: true,
              phone: 'actions',
              className: 'text-right',
              cell: (centre) =>
                canManage ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Verwijderen ${centre.name}`}
                    onClick={() => setRemoving(centre)}
                  >
                    Verwijderen
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {canManage ? <AddCostCentre org={org} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title="Kostenplaats verwijderen?"
        confirmLabel="Verwijderen"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      >
        {removing
          ? `Passen in ${removing.name} houden hun eigen regels, maar vallen dan niet meer onder een kostenplaats.`
          : null}
      </ConfirmDialog>
    </section>
  );
}
