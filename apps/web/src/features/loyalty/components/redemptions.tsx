import { formatDate, formatDateTime } from '@fuellinq/domain/format/nl-format';
import type { Redemption } from '@fuellinq/domain/money/loyalty.contract';
import { useId } from 'react';
import { formatPoints } from '../../../lib/amounts.ts';

/** What was redeemed, newest first, with the voucher code to show at the station (or when a station took it). */
export function Redemptions({ redemptions }: { redemptions: Redemption[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Ingewisseld
      </h2>
      {redemptions.length === 0 ? (
        <p className="text-sm text-muted">Je hebt nog niets ingewisseld.</p>
      ) : (
        <ul className="card divide-y divide-border">
          {redemptions.map((redemption) => (
            <li key={redemption.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
              <span>
                <span className="block font-medium">{redemption.title}</span>
                <span className="text-sm text-muted">
                  {formatDate(redemption.created_at)} · {formatPoints(redemption.points)}
                </span>
              </span>
              {redemption.voucher_code && redemption.used_at ? (
                <span className="text-sm text-muted">
                  Code <span className="font-mono line-through">{redemption.voucher_code}</span>: gebruikt op{' '}
                  {formatDateTime(redemption.used_at)}
                </span>
              ) : redemption.voucher_code ? (
                <span>
                  <span className="text-sm text-muted">Code </span>
                  <code className="rounded bg-bg px-2 py-1 font-mono text-base font-semibold">
                    {redemption.voucher_code}
                  </code>
                </span>
              ) : (
                <span className="text-sm text-muted">Bijgeschreven op je saldo</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
