import type { Invitation, OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { ORG_ROLE_LABELS } from '@fuellinq/domain/orgs/org-roles';
import { formatDate } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { invitationsQueryOptions, useRevokeInvitation } from '../api/org-queries.ts';

/** The invitations nobody used yet, each revocable. */
export function InvitationList({ org }: { org: OrgSummary }) {
  const invitations = useQuery(invitationsQueryOptions(org.id));
  const revoke = useRevokeInvitation(org.id);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (invitations.isPending) return <Spinner label="Uitnodigingen laden…" />;
  if (invitations.isError)
    return (
      <ErrorState
        message={errorText(invitations.error, { headline: 'Uitnodigingen laden mislukt' })}
        onRetry={() => void invitations.refetch()}
      />
    );
  return (
    <section aria-labelledby="open-invitations" className="flex flex-col gap-3">
      <h2 id="open-invitations" className="text-lg font-semibold">
        Openstaande uitnodigingen
      </h2>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {revoke.error ? (
        <Alert tone="error">{errorText(revoke.error, { headline: 'Intrekken mislukt' })}</Alert>
      ) : null}
      {invitations.data.length === 0 ? (
        <p className="text-sm text-muted">Geen openstaande uitnodigingen.</p>
      ) : (
        <ResponsiveTable
          caption="Openstaande uitnodigingen"
          dense
          items={invitations.data}
          rowKey={(invitation) => invitation.id}
          columns={[
            {
              key: 'email',
              label: 'E-mailadres',
              rowHeader: true,
              phone: 'title',
              className: 'font-normal break-all',
              cell: (invitation) => invitation.email,
            },
            { key: 'role', label: 'Rol', cell: (invitation) => ORG_ROLE_LABELS[invitation.role] },
            {
              key: 'expires',
              label: 'Geldig tot',
              cell: (invitation) => formatDate(invitation.expires_at),
            },
            {
              key: 'actions',
              label: 'Acties',
              hidden: true,
              phone: 'actions',
              className: 'text-right',
              cell: (invitation) => (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Intrekken ${invitation.email}`}
                  onClick={() => setRevoking(invitation)}
                >
                  Intrekken
                </Button>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Uitnodiging intrekken?"
        confirmLabel="Intrekken"
        tone="danger"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const invitation = revoking;
          if (!invitation) return;
          revoke.mutate(invitation.id, {
            onSuccess: () => setMessage(`De uitnodiging voor ${invitation.email} is ingetrokken.`),
            onSettled: () => setRevoking(null),
          });
        }}
      >
        {revoking ? `De link in de e-mail aan ${revoking.email} werkt dan niet meer.` : null}
      </ConfirmDialog>
    </section>
  );
}
