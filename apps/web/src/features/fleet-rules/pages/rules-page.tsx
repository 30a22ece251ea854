import type { RuleProfile } from '@fuellinq/domain/orgs/fleet-rules.contract';
import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { FleetOrgGate } from '../../fleet/api/fleet-org-gate.tsx';
import { ruleProfilesQueryOptions, useRemoveRuleProfile } from '../api/fleet-rules-queries.ts';
import { RuleProfileForm } from '../components/rule-profile-form.tsx';

function ProfileCard({
  org,
  profile,
  onEdit,
}: {
  org: OrgSummary;
  profile: RuleProfile;
  onEdit: () => void;
}) {
  const remove = useRemoveRuleProfile(org.id);
  const canManage = orgRoleCan(org.role, 'manage');
  return (
    <article className="card space-y-2 p-4" aria-label={profile.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{profile.name}</h3>
        <span className="text-sm text-muted">
          {profile.card_count === 1 ? '1 pas' : `${profile.card_count} passen`}
        </span>
      </div>
      {profile.description.length ? (
        <ul className="list-disc space-y-1 pl-5">
          {profile.description.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">Geen grenzen.</p>
      )}
      {remove.isError ? (
        <Alert tone="error">{errorText(remove.error, { headline: 'Verwijderen mislukt' })}</Alert>
      ) : null}
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Wijzigen
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(profile.id)}
          >
            Verwijderen
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function Profiles({ org }: { org: OrgSummary }) {
  const profiles = useQuery(ruleProfilesQueryOptions(org.id));
  const [editing, setEditing] = useState<RuleProfile | 'new' | null>(null);
  if (profiles.isPending) return <Spinner label="Regelprofielen laden…" />;
  if (profiles.isError)
    return (
      <ErrorState
        message={errorText(profiles.error, { headline: 'Regelprofielen laden mislukt' })}
        onRetry={() => void profiles.refetch()}
      />
    );
  if (editing)
    return (
      <RuleProfileForm
        orgId={org.id}
        profile={editing === 'new' ? undefined : editing}
        onDone={() => setEditing(null)}
      />
    );
  return (
    <div className="space-y-3">
      {orgRoleCan(org.role, 'manage') ? (
        <Button onClick={() => setEditing('new')}>Profiel toevoegen</Button>
      ) : null}
      {profiles.data.length === 0 ? (
        <EmptyState title="Nog geen regelprofielen." />
      ) : (
        profiles.data.map((profile) => (
          <ProfileCard key={profile.id} org={org} profile={profile} onEdit={() => setEditing(profile)} />
        ))
      )}
    </div>
  );
}

/** /app/fleet/rules: the rule profiles company cards share, in plain words. */
export function FleetRulesPage() {
  return (
    <section>
      <PageHeader
        title="Regels"
        intro="Regelprofielen gelden voor alle passen die ze gebruiken; een pas kan per regel afwijken. Een regel weigert een tankbeurt, of laat hem toe en markeert hem voor controle."
      />
      <FleetOrgGate need="read">{(org) => <Profiles org={org} />}</FleetOrgGate>
    </section>
  );
}
