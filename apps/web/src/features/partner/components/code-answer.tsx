import { cardStatusBadge } from '@fuellinq/domain/cards/card-rules';
import type { CodeRedeemed, PassCheck, RewardCheck } from '@fuellinq/domain/codes/code.contract';
import { codeMessages } from '@fuellinq/domain/codes/code-rules';
import { formatDateTime, formatEuro } from '@fuellinq/domain/format/nl-format';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useRedeemCode } from '../api/code-queries.ts';
import { StationPicker } from './station-picker.tsx';

// What the counter sees after a check, in large type: a pass (whose, can it pay, does the balance cover
// it) or a reward code (which reward, valid or used, and the way to redeem it here).

function Verdict({ ok, children }: { ok: boolean; children: string }) {
  return (
    <p className={`text-3xl font-bold sm:text-4xl ${ok ? 'text-success' : 'text-danger'}`}>
      <span aria-hidden>{ok ? '✓' : '✗'}</span> <span>{children}</span>
    </p>
  );
}

export function PassAnswer({ pass }: { pass: PassCheck }) {
  const { card, balance } = pass;
  const badge = cardStatusBadge(card.status);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">Tankpas</p>
      <Verdict ok={card.active}>{card.active ? 'Pas actief' : 'Pas niet actief'}</Verdict>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-xl">
        <dt className="text-muted">Houder</dt>
        <dd className="font-semibold">{card.holder}</dd>
        <dt className="text-muted">Pas</dt>
        <dd>
          {card.label} <span className="font-mono">{card.masked_pan}</span>{' '}
          {badge ? <Badge tone={card.status === 'blocked' ? 'danger' : 'warning'}>{badge}</Badge> : null}
        </dd>
        <dt className="text-muted">Saldo</dt>
        <dd className={`font-semibold ${balance.sufficient ? 'text-success' : 'text-danger'}`}>
          {balance.sufficient
            ? `Genoeg voor ${formatEuro(balance.amount_cents)}`
            : `Niet genoeg voor ${formatEuro(balance.amount_cents)}`}
        </dd>
      </dl>
      <p className="text-sm text-muted">
        Het saldo zelf blijft privé: je ziet alleen of het genoeg is voor een tankbeurt.
      </p>
    </div>
  );
}

function Redeemed({ redeemed }: { redeemed: CodeRedeemed }) {
  return (
    <div className="space-y-2">
      <Verdict ok>Ingewisseld</Verdict>
      <p className="text-xl">
        {redeemed.reward.title} bij {redeemed.station.title}, {formatDateTime(redeemed.redeemed_at)}.
      </p>
    </div>
  );
}

/** A reward code: valid or used; where this partner offers it, a station choice and "Inwisselen". */
export function RewardAnswer({ reward }: { reward: RewardCheck }) {
  const redeem = useRedeemCode();
  const [station, setStation] = useState<{ id: string; title: string } | null>(reward.station);
  const [missingStation, setMissingStation] = useState(false);
  const pickerId = useId();

  if (redeem.data) return <Redeemed redeemed={redeem.data} />;
  const used = reward.status === 'used';
  const submit = () => {
    if (!station) {
      setMissingStation(true);
      return;
    }
    redeem.mutate({ code: reward.code, station_id: station.id });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">Beloningscode</p>
      <p className="text-3xl font-bold sm:text-4xl">{reward.reward.title}</p>
      {used ? (
        <Verdict ok={false}>
          {reward.used_at
            ? codeMessages.codeUsedAt(reward.used_at, reward.used_station)
            : codeMessages.codeUsed}
        </Verdict>
      ) : (
        <Verdict ok={reward.offered}>
          {reward.offered ? 'Geldig, nog niet gebruikt' : 'Geldig, maar niet hier'}
        </Verdict>
      )}
      <p className="font-mono text-lg">{reward.code}</p>
      {!used && !reward.offered ? <Alert tone="error">{codeMessages.rewardNotOffered}</Alert> : null}
      {!used && reward.offered ? (
        <div className="space-y-3">
          <div role="group" aria-labelledby={pickerId} className="max-w-md">
            <p id={pickerId} className="mb-1 font-semibold">
              Bij welk station wissel je de code in?
            </p>
            <StationPicker
              value={station?.id ?? ''}
              label={station?.title ?? null}
              onPick={(id, title) => {
                setStation({ id, title });
                setMissingStation(false);
              }}
              error={missingStation ? 'Kies eerst een station.' : undefined}
            />
          </div>
          {redeem.isError ? (
            <Alert tone="error">{errorText(redeem.error, { fallback: codeMessages.redeemFailed })}</Alert>
          ) : null}
          <Button
            size="md"
            className="px-8 py-3 text-lg"
            onClick={submit}
            disabled={redeem.isPending}
            aria-busy={redeem.isPending}
          >
            {redeem.isPending ? 'Inwisselen…' : 'Inwisselen'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
