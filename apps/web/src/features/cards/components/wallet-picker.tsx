import { walletEndpoints } from '@fuellinq/domain/api/endpoints';
import type { Card } from '@fuellinq/domain/cards/card.contract';
import { cardDisplayLabel, cardMessages } from '@fuellinq/domain/cards/card-rules';
import { walletMessages } from '@fuellinq/domain/wallet/wallet-messages';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { requestWalletUrl, revokePassLinks } from '../api/wallet-api.ts';
import { useWalletNavigation } from '../hooks/use-wallet-navigation.ts';

type Target = 'apple' | 'google' | 'universal';

const targets: Record<Target, { title: string; button: string; variant: 'dark' | 'secondary' | 'primary' }> =
  {
    apple: { title: 'Apple Wallet', button: 'Toevoegen aan Apple Wallet', variant: 'dark' },
    google: { title: 'Google Wallet', button: 'Toevoegen aan Google Wallet', variant: 'secondary' },
    universal: { title: 'Universele pas', button: 'Pas openen in de browser', variant: 'primary' },
  };

async function universalUrl(cardId: string): Promise<string> {
  let body: { url?: string } | undefined;
  try {
    body = await apiRequest(walletEndpoints.pass, { body: { cardId } });
  } catch (error) {
    throw new Error(walletMessages.passFailed, { cause: error });
  }
  if (!body?.url) throw new Error(walletMessages.noLink);
  return body.url;
}

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
  const [revoking, setRevoking] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const copy = targets[target];
  const chosen = cards.some((card) => card.id === cardId) ? cardId : '';

  async function revoke() {
    if (!chosen) return setFailure(cardMessages.chooseFirst);
    setRevoking(true);
    setRevoked(false);
    setFailure(null);
    try {
      await revokePassLinks(chosen);
      setRevoked(true);
    } catch (error) {
      setFailure(errorText(error, { headline: walletMessages.revokeFailed }));
    } finally {
      setRevoking(false);
    }
  }

  function open() {
    if (!chosen) return setFailure(cardMessages.chooseFirst);
    void go(target, () => (target === 'universal' ? universalUrl(chosen) : requestWalletUrl(target, chosen)));
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
          setRevoked(false);
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
          <Button variant="secondary" disabled={busy !== null || revoking} onClick={() => void revoke()}>
            {walletMessages.revokeLinks}
          </Button>
          {revoked ? <Alert tone="success">{walletMessages.linksRevoked}</Alert> : null}
        </>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
