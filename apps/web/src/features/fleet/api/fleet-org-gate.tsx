import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { ORG_ROLE_LABELS, type OrgPermission, orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../auth/api/auth-api.ts';
import { useOrgContext } from './org-context.ts';

/** "Organisatie: Demo Transport B.V. · jij bent Wagenparkbeheerder": every fleet list says whose it is. */
export function OrgScopeNote({ org }: { org: OrgSummary }) {
  return (
    <p className="mb-4 text-sm text-muted" data-testid="org-scope">
      Organisatie: <span className="font-semibold text-text">{org.name}</span> · jij bent{' '}
      {ORG_ROLE_LABELS[org.role].toLowerCase()}
    </p>
  );
}

/**
 * A fleet screen needs an organisation, chosen in the header, and a role that may see it. Until then it
 * explains what to do: choose one (with a button per organisation), create one, or ask a manager. Then it
 * says whose screen it is (OrgScopeNote) above what the screen shows.
 */
export function FleetOrgGate({
  need = 'member',
  children,
}: {
  need?: OrgPermission;
  children: (org: OrgSummary) => ReactNode;
}) {
  const { orgs, current, setCurrent, isLoading } = useOrgContext();
  const me = useQuery(meQueryOptions());
  const accountType = me.data?.user.account_type;
  if (isLoading) return <Spinner label="Organisaties laden…" />;
  if (!current) {
    if (orgs.length === 0) {
      return (
        <EmptyState
          title="Je bent nog geen lid van een organisatie."
          action={
            accountType === 'business' ? (
              <ButtonLink to="/app/fleet/nieuw">Organisatie aanmaken</ButtonLink>
            ) : null
          }
        >
          Heb je een uitnodiging gekregen? Open de link uit de e-mail.
        </EmptyState>
      );
    }
    return (
      <EmptyState title="Kies een organisatie.">
        <p>Je kijkt nu naar Privé. Voor welke organisatie wil je dit zien?</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {orgs.map((org) => (
            <Button key={org.id} variant="secondary" size="sm" onClick={() => setCurrent(org.id)}>
              {org.name}
            </Button>
          ))}
        </div>
      </EmptyState>
    );
  }
  if (!orgRoleCan(current.role, need)) {
    return (
      <EmptyState title="Dit is niet voor jouw rol.">
        Als {ORG_ROLE_LABELS[current.role].toLowerCase()} bij {current.name} zie je dit niet. Je eigen
        zakelijke pas en tankbeurten vind je onder Mijn zakelijke pas.
      </EmptyState>
    );
  }
  return (
    <>
      <OrgScopeNote org={current} />
      {children(current)}
    </>
  );
}
