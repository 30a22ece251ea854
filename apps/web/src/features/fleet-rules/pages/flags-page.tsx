import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { FleetOrgGate } from '../../fleet/api/fleet-org-gate.tsx';
import { type FlagFilter, flagsQueryOptions } from '../api/fleet-rules-queries.ts';
import { FlagReview } from '../components/flag-review.tsx';
import { RoomRequestList } from '../components/room-request-list.tsx';

function FlagList({ org }: { org: OrgSummary }) {
  const [status, setStatus] = useState<FlagFilter>('open');
  const flags = useQuery(flagsQueryOptions(org.id, status));
  const canDecide = orgRoleCan(org.role, 'manage');
  return (
    <div className="space-y-3">
      <SelectField
        label="Toon"
        value={status}
        onChange={(event) => setStatus(event.target.value as FlagFilter)}
        className="max-w-xs"
      >
        <option value="open">Open</option>
        <option value="query">Navragen</option>
        <option value="ok">In orde</option>
        <option value="all">Alles, met geschiedenis</option>
      </SelectField>
      {flags.isPending ? (
        <Spinner label="Markeringen laden…" />
      ) : flags.isError ? (
        <ErrorState
          message={errorText(flags.error, { headline: 'Markeringen laden mislukt' })}
          onRetry={() => void flags.refetch()}
        />
      ) : flags.data.length === 0 ? (
        <EmptyState title={status === 'open' ? 'Niets te controleren.' : 'Geen markeringen.'} />
      ) : (
        flags.data.map((flag) => (
          <FlagReview key={flag.id} orgId={org.id} flag={flag} canDecide={canDecide} />
        ))
      )}
    </div>
  );
}

/** /app/fleet/flags: flagged company refuels to review, and drivers' requests for more room. */
export function FleetFlagsPage() {
  return (
    <section>
      <PageHeader
        title="Controle"
        intro="Tankbeurten die opvielen (verkeerde brandstof, meer dan de tank, twee keer binnen twee uur, kilometerstand achteruit, een regel die markeert) en verzoeken om meer ruimte."
      />
      <FleetOrgGate need="read">
        {(org) => (
          <div className="space-y-8">
            <section aria-labelledby="room-requests" className="space-y-3">
              <h2 id="room-requests" className="text-lg font-semibold">
                Verzoeken om meer ruimte
              </h2>
              <RoomRequestList orgId={org.id} canDecide={orgRoleCan(org.role, 'manage')} />
            </section>
            <section aria-labelledby="flags" className="space-y-3">
              <h2 id="flags" className="text-lg font-semibold">
                Gemarkeerde tankbeurten
              </h2>
              <FlagList org={org} />
            </section>
          </div>
        )}
      </FleetOrgGate>
    </section>
  );
}
