import { formatEuro } from '@fuellinq/domain/format/nl-format';
import type { MyCompanyCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { myCompanyCardsQueryOptions, useMyCompanyCardMutations } from '../api/fleet-card-queries.ts';
import { CompanyCardWallet } from '../components/company-card-wallet.tsx';
import { cardHolder, StateBadge } from './fleet-cards-page.tsx';

/** "nog 29:59 aan": the time an unlocked on-demand card stays usable, ticking each second. */
function Countdown({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
  if (left === 0) return <span>weer uit</span>;
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return <span role="timer">{`aan, nog ${minutes}:${seconds}`}</span>;
}

function CompanyCard({ card, onLost }: { card: MyCompanyCard; onLost: (card: MyCompanyCard) => void }) {
  const { unlock } = useMyCompanyCardMutations();
  const [error, setError] = useState<string | null>(null);
  const [shownAt] = useState(() => Date.now());
  const unlocked = card.unlocked_until && new Date(card.unlocked_until).getTime() > shownAt;
  return (
    <li className="card space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{card.org_name}</h2>
        <StateBadge card={card} />
      </div>
      <p className="text-sm text-muted">
        {cardHolder(card)} · <span className="font-mono">{card.masked_pan}</span>
      </p>
      {card.status === 'on_demand' ? (
        <p className="flex flex-wrap items-center gap-3">
          {unlocked && card.unlocked_until ? <Countdown until={card.unlocked_until} /> : null}
          <Button
            size="sm"
            disabled={unlock.isPending}
            onClick={() => {
              setError(null);
              unlock
                .mutateAsync(card.id)
                .catch((e: unknown) => setError(errorText(e, { headline: 'Aanzetten mislukt' })));
            }}
          >
            {unlocked ? 'Nog 30 minuten' : 'Zet 30 minuten aan'}
          </Button>
        </p>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <h3 className="font-semibold">Regels</h3>
        {card.rules_in_words.length === 0 ? (
          <p className="text-sm text-muted">Geen limieten op deze pas.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm">
            {card.rules_in_words.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        )}
      </div>
      <CompanyCardWallet card={card} />
      {card.budget_left_cents !== null ? (
        <p className="text-sm">Budget over deze maand: {formatEuro(card.budget_left_cents)}</p>
      ) : null}
      {card.status === 'blocked' ? null : (
        <Button size="sm" variant="ghost" onClick={() => onLost(card)}>
          Pas kwijt of gestolen?
        </Button>
      )}
    </li>
  );
}

/** /app/zakelijke-pas "Mijn zakelijke pas": a driver's company cards, their state, rules and budget. */
export function MyCompanyCardsPage() {
  const cards = useQuery(myCompanyCardsQueryOptions());
  const { reportLost } = useMyCompanyCardMutations();
  const [lost, setLost] = useState<MyCompanyCard | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  return (
    <section className="space-y-4">
      <PageHeader
        title="Mijn zakelijke pas"
        intro="Je zakelijke passen, wat ze mogen en hoeveel budget er over is."
      />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {cards.isPending ? (
        <Spinner label="Passen laden…" />
      ) : cards.isError ? (
        <ErrorState
          message={errorText(cards.error, { headline: 'Passen laden mislukt' })}
          onRetry={() => void cards.refetch()}
        />
      ) : cards.data.length === 0 ? (
        <EmptyState title="Je hebt geen zakelijke pas.">
          Je wagenparkbeheerder geeft je een pas zodra je lid bent van de organisatie.
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Mijn zakelijke passen">
          {cards.data.map((card) => (
            <CompanyCard key={card.id} card={card} onLost={setLost} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={lost !== null}
        title="Pas kwijt of gestolen?"
        confirmLabel="Blokkeer pas"
        tone="danger"
        busy={reportLost.isPending}
        onConfirm={() => {
          const card = lost;
          setLost(null);
          if (!card) return;
          setNotice(null);
          reportLost
            .mutateAsync(card.id)
            .then(() =>
              setNotice({
                tone: 'success',
                text: 'Pas geblokkeerd. Je wagenparkbeheerder heeft bericht en kan hem vervangen.',
              }),
            )
            .catch((e: unknown) =>
              setNotice({ tone: 'error', text: errorText(e, { headline: 'Blokkeren mislukt' }) }),
            );
        }}
        onCancel={() => setLost(null)}
      >
        De pas wordt meteen en definitief geblokkeerd; je wagenparkbeheerder krijgt bericht.
      </ConfirmDialog>
    </section>
  );
}
