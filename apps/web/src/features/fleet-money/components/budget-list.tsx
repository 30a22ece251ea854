import type { BudgetUse, OrgBudgets } from '@fuellinq/domain/fleet-money/fleet-money.contract';
import { formatEuro } from '@fuellinq/domain/format/nl-format';

/** A budget's bar: green, from 80 % amber, at or past 100 % red, with the figures in words beside it. */
export function BudgetBar({ label, use }: { label: string; use: BudgetUse }) {
  const tone = use.percent >= 100 ? 'bg-danger' : use.percent >= 80 ? 'bg-secondary' : 'bg-success';
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-x-2 text-sm">
        <span>{label}</span>
        <span className="text-muted">
          {formatEuro(use.used_cents)} van {formatEuro(use.limit_cents)} ({use.percent} %)
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={use.limit_cents}
        aria-valuenow={Math.min(use.used_cents, use.limit_cents)}
        aria-valuetext={`${formatEuro(use.used_cents)} van ${formatEuro(use.limit_cents)}`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-bg"
      >
        <div className={`h-full ${tone}`} style={{ width: `${Math.min(100, use.percent)}%` }} />
      </div>
    </div>
  );
}

/** This month's spending against the budgets of the drivers and the cost centres. */
export function BudgetList({ budgets }: { budgets: OrgBudgets }) {
  const drivers = budgets.drivers;
  const centres = budgets.cost_centres;
  return (
    <div className="space-y-5">
      <p className="text-sm">
        Deze maand getankt: <span className="font-semibold">{formatEuro(budgets.spent_month_cents)}</span>{' '}
        <span className="text-muted">(afgerond en lopend)</span>
      </p>
      <div>
        <h3 className="mb-2 font-semibold">Per bestuurder</h3>
        {drivers.length === 0 ? (
          <p className="text-sm text-muted">Nog geen bestuurders.</p>
        ) : (
          <ul className="space-y-3">
            {drivers.map((driver) => (
              <li key={driver.user_id}>
                {driver.month ? (
                  <BudgetBar label={`${driver.name} — maandbudget`} use={driver.month} />
                ) : (
                  <p className="flex flex-wrap justify-between gap-x-2 text-sm">
                    <span>{driver.name}</span>
                    <span className="text-muted">{formatEuro(driver.used_month_cents)} · geen budget</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold">Per kostenplaats</h3>
        {centres.length === 0 ? (
          <p className="text-sm text-muted">Nog geen kostenplaatsen.</p>
        ) : (
          <ul className="space-y-3">
            {centres.map((centre) => (
              <li key={centre.id} className="space-y-2">
                {centre.day ? <BudgetBar label={`${centre.name} — vandaag`} use={centre.day} /> : null}
                {centre.month ? <BudgetBar label={`${centre.name} — deze maand`} use={centre.month} /> : null}
                {!centre.day && !centre.month ? (
                  <p className="flex flex-wrap justify-between gap-x-2 text-sm">
                    <span>{centre.name}</span>
                    <span className="text-muted">{formatEuro(centre.used_month_cents)} · geen budget</span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
