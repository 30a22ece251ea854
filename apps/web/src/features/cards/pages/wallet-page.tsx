import type { Card } from '@fuellinq/domain/cards/card.contract';
import { cardDisplayLabel, cardMessages, cardStatusBadge } from '@fuellinq/domain/cards/card-rules';
import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { PREPAID_CARD_PRICE_CENTS } from '@fuellinq/domain/cards/card-rules';
import { balanceMessages } from '@fuellinq/domain/money/balance.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton, SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { keyed } from '../../../lib/idempotency-key.ts';
import { useOpenUrl } from '../../../lib/use-open-url.ts';
import {
  cardsQueryOptions,
  useCreateCard,
  useDeleteCard,
  useReplaceCard,
  useReportCardLost,
  useSelectCard,
} from '../api/card-queries.ts';
import { CardFace } from '../components/card-face.tsx';
import { CardList } from '../components/card-list.tsx';
import { NuTankenBlock } from '../components/nu-tanken/nu-tanken-block.tsx';
import { PrepaidCardForm } from '../components/prepaid-card-form.tsx';
import { WalletFaq } from '../components/wallet-faq.tsx';
import { WalletPicker } from '../components/wallet-picker.tsx';

/** A message above the page; `checkoutUrl`: pay an extra card on its own when the balance is short. */
type Notice = { tone: 'success' | 'error'; text: string; checkoutUrl?: string | undefined } | null;

/** The spec's text, and the server's reason when it refused (a blocked card): 'Kon … wijzigen. Deze pas …'. */
function failureText(headline: string, error: unknown): string {
  return errorText(error, { headline, joiner: '. ', reasons: 'refusals' });
}

/** The balance is too low for an extra card: pay its price on its own, at the payment provider. */
function PayCardButton({ url, onPay }: { url: string; onPay: (url: string) => void }) {
  return (
    <Button size="sm" className="ml-3" onClick={() => onPay(url)}>
      Pas betalen ({formatEuro(PREPAID_CARD_PRICE_CENTS)})
    </Button>
  );
}

/** A lost card's texts (issue 24 §2). */
const lostMessages = {
  blocked: 'Pas geblokkeerd. Vraag hieronder gratis een vervangende pas aan.',
  blockFailed: 'Blokkeren mislukt',
  replaced: 'Nieuwe pas aangemaakt. Je oude pas blijft geblokkeerd.',
  replaceFailed: 'Vervangen mislukt',
} as const;

/** Spec §2 /app/wallet (Wallet & Passen). */
export function WalletPage() {
  const cards = useQuery(cardsQueryOptions());
  const create = useCreateCard();
  const select = useSelectCard();
  const remove = useDeleteCard();
  const reportLost = useReportCardLost();
  const replace = useReplaceCard();
  const [notice, setNotice] = useState<Notice>(null);
  const [toDelete, setToDelete] = useState<Card | null>(null);
  const [lost, setLost] = useState<Card | null>(null);
  const openUrl = useOpenUrl();
  const list = cards.data ?? [];
  const activeIndex = list.findIndex((card) => card.is_active);
  const active = list[activeIndex];
  const busy =
    create.isPending || select.isPending || remove.isPending || reportLost.isPending || replace.isPending;

  async function onCreate(label: string) {
    setNotice(null);
    try {
      await create.mutateAsync(keyed(label));
      setNotice({ tone: 'success', text: cardMessages.created });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'insufficient_balance') {
        setNotice({ tone: 'error', text: balanceMessages.cardFeeCheckout, checkoutUrl: error.checkoutUrl });
      } else {
        setNotice({ tone: 'error', text: failureText(cardMessages.createFailed, error) });
      }
      return false;
    }
  }

  async function onSelect(card: Card) {
    setNotice(null);
    try {
      await select.mutateAsync(card.id);
      setNotice({ tone: 'success', text: cardMessages.selected });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(cardMessages.selectFailed, error) });
    }
  }

  async function onConfirmDelete() {
    if (!toDelete) return;
    setNotice(null);
    try {
      await remove.mutateAsync(toDelete.id);
      setNotice({ tone: 'success', text: cardMessages.deleted });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(cardMessages.deleteFailed, error) });
    } finally {
      setToDelete(null);
    }
  }

  async function onConfirmLost() {
    if (!lost) return;
    setNotice(null);
    try {
      await reportLost.mutateAsync(lost.id);
      setNotice({ tone: 'success', text: lostMessages.blocked });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(lostMessages.blockFailed, error) });
    } finally {
      setLost(null);
    }
  }

  async function onReplace(card: Card) {
    setNotice(null);
    try {
      await replace.mutateAsync(card.id);
      setNotice({ tone: 'success', text: lostMessages.replaced });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(lostMessages.replaceFailed, error) });
    }
  }

  return (
    <section className="space-y-8">
      <PageHeader
        title="Wallet & Passen"
        intro="Je tankpassen, en ze toevoegen aan Apple of Google Wallet."
      />
      {notice ? (
        <Alert tone={notice.tone}>
          {notice.text}
          {notice.checkoutUrl ? <PayCardButton url={notice.checkoutUrl} onPay={openUrl} /> : null}
        </Alert>
      ) : null}

      <section aria-labelledby="active-card" className="space-y-3">
        <h2 id="active-card" className="text-lg font-semibold">
          Actieve pas
        </h2>
        {cards.isPending ? (
          <Skeleton className="aspect-[1.586] w-full max-w-sm rounded-2xl" />
        ) : cards.isError ? (
          <ErrorState message={cardMessages.loadFailed} onRetry={() => void cards.refetch()} />
        ) : active ? (
          <CardFace
            label={cardDisplayLabel(active.label, activeIndex + 1)}
            last4={active.last4}
            footer={cardStatusBadge(active.status) ? <span>{cardStatusBadge(active.status)}</span> : null}
          />
        ) : (
          <EmptyState
            title="Je hebt nog geen actieve pas."
            action={<ButtonLink to="/app/wallet-setup">Pas aanvragen</ButtonLink>}
          >
            Maak hieronder een prepaid tankpas aan, of kies bij Mijn passen een pas als actieve pas.
          </EmptyState>
        )}
      </section>

      <NuTankenBlock activeCardId={cards.isSuccess ? (active?.id ?? null) : undefined} />

      {cards.isSuccess && list.length > 0 ? (
        <section aria-labelledby="add-to-wallet" className="space-y-3">
          <h2 id="add-to-wallet" className="text-lg font-semibold">
            Toevoegen aan je wallet
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            <WalletPicker target="apple" cards={list} defaultCardId={active?.id ?? null} />
            <WalletPicker target="google" cards={list} defaultCardId={active?.id ?? null} />
            <WalletPicker target="universal" cards={list} defaultCardId={active?.id ?? null} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="new-card" className="card space-y-3 p-6">
        <h2 id="new-card" className="text-lg font-semibold">
          Prepaid tankpas aanmaken
        </h2>
        <PrepaidCardForm
          busy={create.isPending}
          firstFree={cards.isSuccess && list.length === 0}
          onCreate={onCreate}
        />
      </section>

      <section aria-labelledby="my-cards" className="space-y-3">
        <h2 id="my-cards" className="text-lg font-semibold">
          Mijn passen
        </h2>
        {cards.isPending ? (
          <SkeletonList rows={2} label="Passen laden…" />
        ) : cards.isError ? (
          <ErrorState message={cardMessages.loadFailed} onRetry={() => void cards.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title="Nog geen passen">Je passen verschijnen hier zodra je er een hebt.</EmptyState>
        ) : (
          <CardList
            cards={list}
            busy={busy}
            onSelect={(card) => void onSelect(card)}
            onDelete={setToDelete}
            onReportLost={setLost}
            onReplace={(card) => void onReplace(card)}
          />
        )}
      </section>

      <section aria-labelledby="wallet-faq" className="space-y-3">
        <h2 id="wallet-faq" className="text-lg font-semibold">
          Veelgestelde vragen
        </h2>
        <WalletFaq />
      </section>

      <ConfirmDialog
        open={lost !== null}
        title="Pas kwijt of gestolen?"
        confirmLabel="Blokkeer pas"
        tone="danger"
        busy={reportLost.isPending}
        onConfirm={() => void onConfirmLost()}
        onCancel={() => setLost(null)}
      >
        {lost
          ? `${cardDisplayLabel(lost.label, list.indexOf(lost) + 1)} (${lost.masked_pan}) wordt meteen en definitief geblokkeerd. Daarna vraag je gratis een vervangende pas aan.`
          : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={toDelete !== null}
        title={cardMessages.confirmDelete}
        confirmLabel="Verwijderen"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete
          ? `${cardDisplayLabel(toDelete.label, list.indexOf(toDelete) + 1)} (${toDelete.masked_pan})`
          : null}
      </ConfirmDialog>
    </section>
  );
}
