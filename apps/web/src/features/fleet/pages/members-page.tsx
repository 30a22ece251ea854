import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { FleetOrgGate } from '../api/fleet-org-gate.tsx';
import { InvitationList } from '../components/invitation-list.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { MemberList } from '../components/member-list.tsx';

/** /app/fleet/members: who belongs to the organisation, inviting people, and the open invitations. */
export function FleetMembersPage() {
  return (
    <section>
      <PageHeader
        title="Leden"
        intro="Wie bij de organisatie hoort en met welke rol. Nodig bestuurders en collega's uit per e-mail."
      />
      <FleetOrgGate need="read">
        {(org) => (
          <div className="flex flex-col gap-8">
            <MemberList org={org} />
            {orgRoleCan(org.role, 'manage') ? (
              <>
                <InviteForm org={org} />
                <InvitationList org={org} />
              </>
            ) : null}
          </div>
        )}
      </FleetOrgGate>
    </section>
  );
}
