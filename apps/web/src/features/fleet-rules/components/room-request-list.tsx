import { CHECK_RULE_LABELS, type RoomRequest } from '@fuellinq/domain/orgs/fleet-rules.contract';
import { formatDateTime, formatEuro } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { roomRequestsQueryOptions, useDecideRoom } from '../api/fleet-rules-queries.ts';

const STATUS = {
  pending: { label: 'Wacht op jou', tone: 'warning' },
  approved: { label: 'Goedgekeurd', tone: 'success' },
  declined: { label: 'Afgewezen', tone: 'neutral' },
} as const;

const ruleLabel = (rule: string) => CHECK_RULE_LABELS[rule as keyof typeof CHECK_RULE_LABELS] ?? rule;

function RequestCard({
  orgId,
  request,
  canDecide,
}: {
  orgId: string;
  request: RoomRequest;
  canDecide: boolean;
}) {
  const decide = useDecideRoom(orgId);
  const [failure, setFailure] = useState<string | null>(null);
  async function send(approve: boolean) {
    setFailure(null);
    try {
      await decide.mutateAsync({ id: request.id, approve });
    } catch (error) {
      setFailure(errorText(error, { headline: 'Beslissing opslaan mislukt' }));
    }
  }
  const status = STATUS[request.status];
  return (
    <article className="card space-y-2 p-4" aria-label={`Verzoek van ${request.driver ?? 'een bestuurder'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {request.driver ?? 'Een bestuurder'} vraagt {formatEuro(request.amount_cents)} extra
        </h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="break-words">“{request.reason}”</p>
      <p className="text-sm text-muted">
        {ruleLabel(request.rule)} · pas •••• {request.card_last4 ?? '—'} ·{' '}
        {formatDateTime(request.created_at)}
        {request.valid_until ? ` · geldt tot ${formatDateTime(request.valid_until)}` : ''}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {canDecide && request.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => void send(true)}>
            Goedkeuren
          </Button>
          <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => void send(false)}>
            Afwijzen
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** Requests for more room: a one-off raise of the rule that declined a driver. */
export function RoomRequestList({ orgId, canDecide }: { orgId: string; canDecide: boolean }) {
  const requests = useQuery(roomRequestsQueryOptions(orgId));
  if (requests.isPending) return <Spinner label="Verzoeken laden…" />;
  if (requests.isError)
    return (
      <ErrorState
        message={errorText(requests.error, { headline: 'Verzoeken laden mislukt' })}
        onRetry={() => void requests.refetch()}
      />
    );
  if (requests.data.length === 0) return <EmptyState title="Geen verzoeken om meer ruimte." />;
  return (
    <div className="space-y-3">
      {requests.data.map((request) => (
        <RequestCard key={request.id} orgId={orgId} request={request} canDecide={canDecide} />
      ))}
    </div>
  );
}
