import { billingMessages } from '@fuellinq/domain/billing/billing-rules';
import { subscriptionStatusLabels } from '@fuellinq/domain/billing/subscription.contract';
import { formatDate, formatDateTime, formatEuro } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { keyed } from '../../../lib/idempotency-key.ts';
import { useOpenUrl } from '../../../lib/use-open-url.ts';
import {
  subscriptionQueryOptions,
  useBillingCheckout,
  useCancelSubscription,
  useResumeSubscription,
} from '../api/billing-queries.ts';

const statusTone = {
  none: 'neutral',
  trialing: 'brand',
  active: 'success',
  past_due: 'warning',
  cancelled: 'danger',
} as const;

/**
 * /app/subscription: the portal (POST /api/billing/portal points here, since neither payment provider
 * has one): status, trial end, next charge, payment method, cancel or resume, and the history.
 */
export function SubscriptionPage() {
  const subscription = useQuery(subscriptionQueryOptions());
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const checkout = useBillingCheckout();
  const openUrl = useOpenUrl();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run(action: () => Promise<unknown>, success: string, headline: string) {
    setMessage(null);
    try {
      await action();
      setMessage({ tone: 'success', text: success });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, { headline }) });
    }
  }

  async function setUpPayment() {
    setMessage(null);
    try {
      const { url } = await checkout.mutateAsync(keyed(undefined));
      openUrl(url);
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, { headline: billingMessages.checkoutFailed }) });
    }
  }

  const data = subscription.data;
  return (
    <section>
      <PageHeader
        title="Abonnement"
        intro={`De eerste maand is gratis, daarna ${billingMessages.price}, maandelijks opzegbaar.`}
      />
      {message ? (
        <Alert tone={message.tone} className="mb-4">
          {message.text}
        </Alert>
      ) : null}
      {subscription.isPending ? (
        <SkeletonList rows={3} label="Abonnement laden…" />
      ) : subscription.isError || !data ? (
        <ErrorState
          message={errorText(subscription.error, { headline: billingMessages.portalFailed })}
          onRetry={() => void subscription.refetch()}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="card p-5">
            <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
              Status <Badge tone={statusTone[data.status]}>{subscriptionStatusLabels[data.status]}</Badge>
            </h2>
            {data.status === 'none' ? <p className="text-muted">{billingMessages.noSubscription}</p> : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {data.trial_ends_on ? (
                <>
                  <dt className="text-muted">Proefmaand tot en met</dt>
                  <dd>{formatDate(data.trial_ends_on)}</dd>
                </>
              ) : null}
              {data.current_period_start && data.current_period_end ? (
                <>
                  <dt className="text-muted">Huidige periode</dt>
                  <dd>
                    {formatDate(data.current_period_start)} t/m {formatDate(data.current_period_end)}
                  </dd>
                </>
              ) : null}
              <dt className="text-muted">Volgende afschrijving</dt>
              <dd>
                {data.next_charge_on && data.next_charge_cents !== null
                  ? `${formatEuro(data.next_charge_cents)} op ${formatDate(data.next_charge_on)}`
                  : 'Geen'}
              </dd>
              {data.next_retry_on ? (
                <>
                  <dt className="text-muted">Nieuwe poging</dt>
                  <dd>{formatDate(data.next_retry_on)}</dd>
                </>
              ) : null}
              <dt className="text-muted">Betaalmethode</dt>
              <dd>{data.payment_method.label}</dd>
            </dl>
            {data.cancel_at_period_end && data.current_period_end ? (
              <p className="mt-3 text-sm">
                Opgezegd: je abonnement loopt af na {formatDate(data.current_period_end)}.
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-2">
              {data.status !== 'none' && data.status !== 'cancelled' && !data.cancel_at_period_end ? (
                <Button
                  variant="secondary"
                  disabled={cancel.isPending}
                  onClick={() =>
                    void run(() => cancel.mutateAsync(), billingMessages.cancelled, 'Opzeggen mislukt')
                  }
                >
                  {cancel.isPending ? 'Opzeggen…' : 'Abonnement opzeggen'}
                </Button>
              ) : null}
              {data.cancel_at_period_end && data.status !== 'cancelled' ? (
                <Button
                  disabled={resume.isPending}
                  onClick={() =>
                    void run(() => resume.mutateAsync(), billingMessages.resumed, 'Hervatten mislukt')
                  }
                >
                  {resume.isPending ? 'Hervatten…' : 'Opzegging intrekken'}
                </Button>
              ) : null}
              <Button variant="secondary" disabled={checkout.isPending} onClick={() => void setUpPayment()}>
                {checkout.isPending ? 'Even geduld…' : 'Automatische incasso instellen'}
              </Button>
            </div>
          </div>
          <div className="card p-5">
            <h2 className="mb-3 text-lg font-semibold">Historie</h2>
            {data.history.length === 0 ? (
              <p className="text-muted">Nog niets gebeurd.</p>
            ) : (
              <ol className="space-y-2 text-sm">
                {data.history.map((event) => (
                  <li key={event.id} className="border-b border-border pb-2">
                    <span className="block text-xs text-muted">{formatDateTime(event.created_at)}</span>
                    {event.description}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
