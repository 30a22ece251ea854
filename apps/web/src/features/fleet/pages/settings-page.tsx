import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { FleetOrgGate } from '../api/fleet-org-gate.tsx';
import { orgQueryOptions } from '../api/org-queries.ts';
import { CostCentreList } from '../components/cost-centre-list.tsx';
import { OrgDetailsForm } from '../components/org-details-form.tsx';

function Settings({ org }: { org: OrgSummary }) {
  const details = useQuery(orgQueryOptions(org.id));
  if (details.isPending) return <Spinner label="Gegevens laden…" />;
  if (details.isError)
    return (
      <ErrorState
        message={errorText(details.error, { headline: 'Gegevens laden mislukt' })}
        onRetry={() => void details.refetch()}
      />
    );
  return (
    <div className="flex flex-col gap-8">
      <OrgDetailsForm key={details.data.id} org={details.data} />
      <CostCentreList org={org} />
    </div>
  );
}

/** /app/fleet/settings: the organisation's details and its cost centres (read by the accountant too). */
export function FleetSettingsPage() {
  return (
    <section>
      <PageHeader title="Instellingen" intro="De gegevens van de organisatie en haar kostenplaatsen." />
      <FleetOrgGate need="read">{(org) => <Settings org={org} />}</FleetOrgGate>
    </section>
  );
}
