import { ORG_ROLE_LABELS } from '@fuellinq/domain/orgs/org-roles';
import { formatDate } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useOrgContext } from '../api/org-context.ts';
import { invitationQueryOptions, useAcceptInvitation } from '../api/org-queries.ts';

const STATUS_TEXT = {
  used: 'Deze uitnodiging is al gebruikt.',
  expired: 'Deze uitnodiging is verlopen. Vraag je wagenparkbeheerder om een nieuwe.',
  revoked: 'Deze uitnodiging is ingetrokken.',
} as const;

/**
 * /uitnodiging/:token, the link of the invitation mail: what the invitation is; signed out, log in or sign
 * up and come back here; signed in, accept it and go to the fleet (or, for a driver, their company card).
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { isLoggedIn } = useSession();
  const invitation = useQuery(invitationQueryOptions(token));
  const accept = useAcceptInvitation(token);
  const { setCurrent } = useOrgContext();
  const navigate = useNavigate();
  const next = `?next=${encodeURIComponent(`/uitnodiging/${token}`)}`;

  let body;
  if (invitation.isPending) body = <Spinner label="Uitnodiging laden…" />;
  else if (invitation.isError)
    body = <ErrorState message={errorText(invitation.error, { headline: 'Uitnodiging openen mislukt' })} />;
  else {
    const data = invitation.data;
    body = (
      <div className="card flex max-w-xl flex-col gap-4 p-4 sm:p-6">
        <p>
          Je bent uitgenodigd voor <strong>{data.org_name}</strong> als{' '}
          <strong>{ORG_ROLE_LABELS[data.role].toLowerCase()}</strong>.
        </p>
        <p className="text-sm text-muted">
          Verstuurd aan {data.email}
          {data.valid ? `, geldig tot ${formatDate(data.expires_at)}` : ''}.
        </p>
        {data.status !== 'open' ? <Alert tone="error">{STATUS_TEXT[data.status]}</Alert> : null}
        {data.valid && !isLoggedIn ? (
          <>
            <p>Log in of maak een account aan om de uitnodiging te accepteren. Daarna kom je hier terug.</p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={`/auth${next}`}>Inloggen</ButtonLink>
              <ButtonLink to={`/signup${next}`} variant="secondary">
                Account aanmaken
              </ButtonLink>
            </div>
          </>
        ) : null}
        {data.valid && isLoggedIn ? (
          <>
            {accept.error ? (
              <Alert tone="error">{errorText(accept.error, { headline: 'Accepteren mislukt' })}</Alert>
            ) : null}
            <div>
              <Button
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: (joined) => {
                      setCurrent(joined.org_id);
                      void navigate(joined.role === 'driver' ? '/app/zakelijke-pas' : '/app/fleet');
                    },
                  })
                }
              >
                Uitnodiging accepteren
              </Button>
            </div>
          </>
        ) : null}
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title="Uitnodiging" />
      {body}
    </section>
  );
}
