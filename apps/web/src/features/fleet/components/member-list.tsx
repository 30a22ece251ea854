import type { OrgMember, OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { ORG_ROLE_LABELS, ORG_ROLES, type OrgRole, orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { controlClass } from '../../../components/ui/field.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { membersQueryOptions, useRemoveMember, useUpdateMember } from '../api/org-queries.ts';

/** The members with their role; a manager changes roles and removes (an owner's row only by an owner). */
export function MemberList({ org }: { org: OrgSummary }) {
  const members = useQuery(membersQueryOptions(org.id));
  const update = useUpdateMember(org.id);
  const remove = useRemoveMember(org.id);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const canManage = orgRoleCan(org.role, 'manage');
  const mayChange = (member: OrgMember) => canManage && (member.role !== 'owner' || org.role === 'owner');
  const roles = (member: OrgMember) =>
    ORG_ROLES.filter((role) => role !== 'owner' || org.role === 'owner' || member.role === 'owner');

  if (members.isPending) return <Spinner label="Leden laden…" />;
  if (members.isError)
    return (
      <ErrorState
        message={errorText(members.error, { headline: 'Leden laden mislukt' })}
        onRetry={() => void members.refetch()}
      />
    );
  if (members.data.length === 0) return <EmptyState title="Nog geen leden." />;

  const changeRole = (member: OrgMember, role: OrgRole) => {
    setMessage(null);
    update.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () =>
          setMessage({
            tone: 'success',
            text: `${member.name} is nu ${ORG_ROLE_LABELS[role].toLowerCase()}.`,
          }),
        onError: (error) =>
          setMessage({ tone: 'error', text: errorText(error, { headline: 'Rol wijzigen mislukt' }) }),
      },
    );
  };

  return (
    <section aria-labelledby="members" className="flex flex-col gap-3">
      <h2 id="members" className="text-lg font-semibold">
        Leden
      </h2>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <ResponsiveTable
        caption="Leden"
        dense
        items={members.data}
        rowKey={(member) => member.user_id}
        columns={[
          {
            key: 'member',
            label: 'Lid',
            rowHeader: true,
            phone: 'title',
            className: 'font-normal',
            cell: (member) => (
              <>
                <span className="block font-semibold">{member.name}</span>
                <span className="block break-all text-muted">{member.email}</span>
              </>
            ),
          },
          {
            key: 'role',
            label: 'Rol',
            cell: (member) =>
              mayChange(member) ? (
                <select
                  aria-label={`Rol van ${member.name}`}
                  className={controlClass}
                  value={member.role}
                  disabled={update.isPending}
                  onChange={(event) => changeRole(member, event.target.value as OrgRole)}
                >
                  {roles(member).map((role) => (
                    <option key={role} value={role}>
                      {ORG_ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              ) : (
                ORG_ROLE_LABELS[member.role]
              ),
          },
          {
            key: 'budget',
            label: 'Maandbudget',
            cell: (member) =>
              member.monthly_budget_cents === null ? 'Geen' : formatEuro(member.monthly_budget_cents),
          },
          {
            key: 'actions',
            label: 'Acties',
            hidden: true,
            phone: 'actions',
            className: 'text-right',
            cell: (member) =>
              mayChange(member) ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Verwijderen ${member.name}`}
                  onClick={() => setRemoving(member)}
                >
                  Verwijderen
                </Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Lid verwijderen?"
        confirmLabel="Verwijderen"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const member = removing;
          if (!member) return;
          remove.mutate(member.user_id, {
            onSuccess: () => setMessage({ tone: 'success', text: `${member.name} is verwijderd.` }),
            onError: (error) =>
              setMessage({ tone: 'error', text: errorText(error, { headline: 'Verwijderen mislukt' }) }),
            onSettled: () => setRemoving(null),
          });
        }}
      >
        {removing
          ? `${removing.name} hoort dan niet meer bij ${org.name}. Zijn of haar zakelijke passen worden direct geblokkeerd; de tankbeurten blijven in de geschiedenis.`
          : null}
      </ConfirmDialog>
    </section>
  );
}
