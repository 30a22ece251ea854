import { walletMessages } from '@fuellinq/domain/wallet/wallet-messages';
import { useState } from 'react';
import { browserLocation } from '../../../lib/browser-location.ts';

/**
 * Asks the API for a wallet link and sends the browser there; on failure keeps the spec's text (the Error's
 * message from requestWalletUrl) for the screen. `busy` names the link being fetched.
 */
export function useWalletNavigation<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function go(key: Key, link: () => Promise<string>) {
    setFailure(null);
    setBusy(key);
    try {
      browserLocation.assign(await link());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : walletMessages.passFailed);
    } finally {
      setBusy(null);
    }
  }

  return { busy, failure, setFailure, go };
}
