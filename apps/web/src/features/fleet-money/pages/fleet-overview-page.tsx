import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { FleetOrgGate } from '../../fleet/api/fleet-org-gate.tsx';
import {
  openFlagsQueryOptions,
  orgBalanceQueryOptions,
  orgBudgetsQueryOptions,
  orgCardsQueryOptions,
  roomRequestsQueryOptions,
} from '../api/fleet-money-queries.ts';
import { BudgetList } from '../components/budget-list.tsx';
import { FeesSection } from '../components/fees-section.tsx';
import { OrgAutoTopUp } from '../components/org-auto-top-up.tsx';
import { NotificationPreferencesSection } from '../components/notification-preferences.tsx';
import { OrgTopUp } from '../components/org-top-up.tsx';

const CARD_STATE_LABELS: Record<string, string> = {
  active: 'Actief',
  paused: 'Gepauzeerd',
  on_demand: 'Op aanvraag',
  blocked: 'Geblokkeerd',
  pending: 'In behandeling',
};

function BalanceSection({ org }: { org: OrgSummary }) {
  const balance = useQuery(orgBalanceQueryOptions(org.id));
  const canManage = orgRoleCan(org.role, 'manage');
  return (
    <section aria-labelledby="fleet-balance" className="card space-y-3 p-5">
      <h2 id="fleet-balance" className="text-lg font-semibold">
        Saldo
      </h2>
      {balance.isPending ? (
        <Spinner label="Saldo laden…" />
      ) : balance.isError ? (
        <ErrorState
          message={errorText(balance.error, { headline: 'Saldo laden mislukt' })}
          onRetry={() => void balance.refetch()}
        />
      ) : (
        <>
          <p>
            <span className="block text-3xl font-bold" data-testid="org-balance">
              {formatEuro(balance.data.available_cents)}
            </span>
            <span className="text-sm text-muted">
              beschikbaar · {formatEuro(balance.data.balance_cents)} saldo,{' '}
              {formatEuro(balance.data.reserved_cents)} gereserveerd voor lopende tankbeurten
            </span>
          </p>
          {balance.data.low_balance_threshold_cents !== null &&
          balance.data.available_cents < balance.data.low_balance_threshold_cents ? (
            <Alert tone="error">
              Het saldo staat onder de drempel van {formatEuro(balance.data.low_balance_threshold_cents)}.
            </Alert>
          ) : null}
          <p className="text-sm text-muted">
            Automatisch opwaarderen:{' '}
            {balance.data.auto_top_up?.enabled
              ? `aan, ${formatEuro(balance.data.auto_top_up.amount_cents)} onder ${formatEuro(balance.data.auto_top_up.threshold_cents)}`
              : 'uit'}
          </p>
          {canManage ? (
            <>
              <OrgTopUp orgId={org.id} />
              <details className="rounded-brand border border-border p-4">
                <summary className="cursor-pointer font-medium">Automatisch opwaarderen</summary>
                <div className="mt-3">
                  <OrgAutoTopUp orgId={org.id} balance={balance.data} />
                </div>
              </details>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function BudgetsSection({ orgId }: { orgId: string }) {
  const budgets = useQuery(orgBudgetsQueryOptions(orgId));
  return (
    <section id="budgetten" aria-labelledby="fleet-budgets" className="card space-y-3 p-5">
      <h2 id="fleet-budgets" className="text-lg font-semibold">
        Budgetten deze maand
      </h2>
      {budgets.isPending ? (
        <Spinner label="Budgetten laden…" />
      ) : budgets.isError ? (
        <ErrorState
          message={errorText(budgets.error, { headline: 'Budgetten laden mislukt' })}
          onRetry={() => void budgets.refetch()}
        />
      ) : (
        <BudgetList budgets={budgets.data} />
      )}
    </section>
  );
}

/** A count with a link to its page; "–" while it loads or when the list cannot be read. */
function CountTile({ label, count, to }: { label: string; count: number | undefined; to: string }) {
  return (
    <li className="card flex min-w-0 flex-col gap-1 p-4">
      <span className="text-sm text-muted">{label}</span>
      <span className="text-2xl font-bold">{count ?? '–'}</span>
      <Link to={to} className="text-sm">
        Bekijken
      </Link>
    </li>
  );
}

function AttentionSection({ org }: { org: OrgSummary }) {
  const canManage = orgRoleCan(org.role, 'manage');
  const flags = useQuery({ ...openFlagsQueryOptions(org.id), enabled: canManage });
  const requests = useQuery({ ...roomRequestsQueryOptions(org.id), enabled: canManage });
  const cards = useQuery(orgCardsQueryOptions(org.id));
  const byState = new Map<string, number>();
  for (const card of cards.data ?? []) byState.set(card.status, (byState.get(card.status) ?? 0) + 1);
  const pending = requests.data?.filter((request) => request.status === 'pending').length;
  return (
    <section aria-labelledby="fleet-attention" className="space-y-3">
      <h2 id="fleet-attention" className="text-lg font-semibold">
        Wat aandacht vraagt
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {canManage ? (
          <>
            <CountTile label="Open markeringen" count={flags.data?.length} to="/app/fleet/flags" />
            <CountTile label="Verzoeken om meer ruimte" count={pending} to="/app/fleet/flags" />
          </>
        ) : null}
        <li className="card flex min-w-0 flex-col gap-1 p-4 sm:col-span-2">
          <span className="text-sm text-muted">Passen per status</span>
          {cards.isPending ? (
            <span className="text-sm text-muted">Laden…</span>
          ) : cards.isError ? (
            <span className="text-sm text-muted">Niet beschikbaar</span>
          ) : cards.data.length === 0 ? (
            <span className="text-sm">Nog geen bedrijfspassen.</span>
          ) : (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Passen per status">
              {[...byState].map(([state, count]) => (
                <li key={state}>
                  {CARD_STATE_LABELS[state] ?? state}: <span className="font-semibold">{count}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/app/fleet/cards" className="text-sm">
            Naar passen
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** /app/fleet: the organisation's overview — balance, budgets, what needs attention, fees and notifications. */
export function FleetOverviewPage() {
  return (
    <section>
      <PageHeader
        title="Wagenpark"
        intro="Saldo, budgetten en wat er aandacht vraagt in je organisatie."
        actions={
          <ButtonLink to="/app/fleet/refuels" variant="secondary">
            Tankbeurten
          </ButtonLink>
        }
      />
      <FleetOrgGate need="read">
        {(org) => (
          <>
            <div className="space-y-6">
              <div className="grid gap-6 lg:grid-cols-2">
                <BalanceSection org={org} />
                <BudgetsSection orgId={org.id} />
              </div>
              <AttentionSection org={org} />
              <div className="grid gap-6 lg:grid-cols-2">
                <FeesSection orgId={org.id} />
                {orgRoleCan(org.role, 'manage') ? <NotificationPreferencesSection orgId={org.id} /> : null}
              </div>
            </div>
          </>
        )}
      </FleetOrgGate>
    </section>
  );
}
