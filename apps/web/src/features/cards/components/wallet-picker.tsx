import type { Card } from '@fuellinq/domain/cards/card.contract';
import { cardDisplayLabel, cardMessages } from '@fuellinq/domain/cards/card-rules';
import { walletMessages } from '@fuellinq/domain/wallet/wallet-messages';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { requestUniversalUrl, requestWalletUrl, useRevokePassLinks } from '../api/wallet-api.ts';
import { useWalletNavigation } from '../hooks/use-wallet-navigation.ts';

type Target = 'apple' | 'google' | 'universal';

const targets: Record<Target, { title: string; button: string; variant: 'dark' | 'secondary' | 'primary' }> =
  {
    apple: { title: 'Apple Wallet', button: 'Toevoegen aan Apple Wallet', variant: 'dark' },
    google: { title: 'Google Wallet', button: 'Toevoegen aan Google Wallet', variant: 'secondary' },
    universal: { title: 'Universele pas', button: 'Pas openen in de browser', variant: 'primary' },
  };

/** Spec §2 /app/wallet: pick a card and add it to Apple Wallet, Google Wallet, or open the universal pass. */
export function WalletPicker({
  target,
  cards,
  defaultCardId,
}: {
  target: Target;
  cards: Card[];
  defaultCardId: string | null;
}) {
  const selectId = useId();
  const [cardId, setCardId] = useState(defaultCardId ?? '');
  const { busy, failure, setFailure, go } = useWalletNavigation<Target>();
  const revoke = useRevokePassLinks();
  const copy = targets[target];
  const chosen = cards.some((card) => card.id === cardId) ? cardId : '';

  function revokeLinks() {
    if (!chosen) return setFailure(cardMessages.chooseFirst);
    setFailure(null);
    revoke.mutate(chosen, {
      onError: (error) => setFailure(errorText(error, { headline: walletMessages.revokeFailed })),
    });
  }

  function open() {
    if (!chosen) return setFailure(cardMessages.chooseFirst);
    void go(target, () =>
      target === 'universal' ? requestUniversalUrl(chosen) : requestWalletUrl(target, chosen),
    );
  }

  return (
    <div className="card flex flex-col gap-3 p-5">
      <h3 className="font-semibold">{copy.title}</h3>
      <label htmlFor={selectId} className="text-sm font-medium">
        Pas voor {copy.title}
      </label>
      <select
        id={selectId}
        value={chosen}
        onChange={(event) => {
          setCardId(event.target.value);
          revoke.reset();
        }}
        className="w-full rounded-brand border border-border bg-surface px-3 py-2.5 text-base text-text"
      >
        <option value="">Kies een pas</option>
        {cards.map((card, index) => (
          <option key={card.id} value={card.id}>
            {cardDisplayLabel(card.label, index + 1)} ({card.last4})
          </option>
        ))}
      </select>
      <Button variant={copy.variant} disabled={busy !== null} onClick={open}>
        {copy.button}
      </Button>
      {target === 'universal' ? (
        <>
          <p className="text-sm text-muted">{walletMessages.revokeHint}</p>
          <Button variant="secondary" disabled={busy !== null || revoke.isPending} onClick={revokeLinks}>
            {walletMessages.revokeLinks}
          </Button>
          {revoke.isSuccess ? <Alert tone="success">{walletMessages.linksRevoked}</Alert> : null}
        </>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
