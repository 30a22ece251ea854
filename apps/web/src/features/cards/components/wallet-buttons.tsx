import { walletMessages } from '@fuellinq/domain/wallet/wallet-messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { requestWalletUrl, type WalletPlatform } from '../api/wallet-api.ts';
import { useWalletNavigation } from '../hooks/use-wallet-navigation.ts';

/**
 * Spec §4: Apple Wallet, Google Wallet and the universal pass link, enabled only when there is a card (and,
 * in onboarding, a linked bank). Apple and Google ask the API for their link and send the browser there.
 */
export function WalletButtons({
  cardId,
  enabled,
  passUrl,
  passError,
  showDemoNote,
}: {
  cardId: string | null;
  enabled: boolean;
  /** The universal pass page, once fetched. */
  passUrl: string | null;
  passError: string | null;
  /** True when the pass response had neither an Apple nor a Google link (demo mode). */
  showDemoNote: boolean;
}) {
  const { busy, failure, go } = useWalletNavigation<WalletPlatform>();
  const ready = enabled && Boolean(cardId);
  const add = (platform: WalletPlatform) => {
    if (cardId) void go(platform, () => requestWalletUrl(platform, cardId));
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button variant="dark" disabled={!ready || busy !== null} onClick={() => add('apple')}>
          {busy === 'apple' ? 'Apple Wallet…' : 'Apple Wallet'}
        </Button>
        <Button variant="secondary" disabled={!ready || busy !== null} onClick={() => add('google')}>
          {busy === 'google' ? 'Google Wallet…' : 'Google Wallet'}
        </Button>
        {ready && passUrl ? (
          <a
            href={passUrl}
            className="inline-flex items-center px-2 py-2.5 text-sm font-semibold text-primary underline"
          >
            Universele pas openen (demo)
          </a>
        ) : (
          <span aria-disabled="true" className="inline-flex items-center px-2 py-2.5 text-sm text-muted">
            Universele pas openen (demo)
          </span>
        )}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {passError ? <Alert tone="error">{passError}</Alert> : null}
      {ready && showDemoNote ? <p className="text-sm text-muted">{walletMessages.notConfigured}</p> : null}
    </div>
  );
}
