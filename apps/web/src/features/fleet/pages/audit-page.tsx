import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { FleetOrgGate } from '../api/fleet-org-gate.tsx';
import { AUDIT_PER_PAGE, auditQueryOptions } from '../api/org-queries.ts';
import { auditActionText, auditChangeText } from '../components/audit-text.ts';

function AuditList({ org }: { org: OrgSummary }) {
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQueryOptions(org.id, page));
  if (audit.isPending) return <Spinner label="Auditlog laden…" />;
  if (audit.isError)
    return (
      <ErrorState
        message={errorText(audit.error, { headline: 'Auditlog laden mislukt' })}
        onRetry={() => void audit.refetch()}
      />
    );
  if (audit.data.length === 0 && page === 1) return <EmptyState title="Nog geen wijzigingen." />;
  return (
    <div className="flex flex-col gap-4">
      <ResponsiveTable
        caption="Auditlog"
        dense
        items={audit.data}
        rowKey={(entry) => entry.id}
        columns={[
          {
            key: 'action',
            label: 'Wat',
            rowHeader: true,
            phone: 'title',
            cell: (entry) => auditActionText(entry.action),
          },
          { key: 'at', label: 'Wanneer', cell: (entry) => formatDateTime(entry.at) },
          { key: 'actor', label: 'Door', cell: (entry) => entry.actor?.name ?? 'Systeem' },
          { key: 'subject', label: 'Over', cell: (entry) => entry.subject?.name ?? '–' },
          {
            key: 'change',
            label: 'Voor en na',
            className: 'break-words text-sm text-muted',
            cell: (entry) => auditChangeText(entry) || '–',
          },
        ]}
      />
      <div className="flex items-center gap-3">
        <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Nieuwer
        </Button>
        <span className="text-sm text-muted">Pagina {page}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={audit.data.length < AUDIT_PER_PAGE}
          onClick={() => setPage(page + 1)}
        >
          Ouder
        </Button>
      </div>
    </div>
  );
}

/** /app/fleet/audit: every change to members, cards, rules, budgets and balance settings (owner, manager). */
export function FleetAuditPage() {
  return (
    <section>
      <PageHeader
        title="Auditlog"
        intro="Wie wat wanneer wijzigde aan leden, passen, regels, budgetten en saldo-instellingen, nieuwste eerst."
      />
      <FleetOrgGate need="manage">{(org) => <AuditList org={org} />}</FleetOrgGate>
    </section>
  );
}
