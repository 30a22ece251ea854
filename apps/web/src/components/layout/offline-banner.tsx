import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import { useSyncExternalStore } from 'react';
import { useOfflineSince } from '../../lib/offline-copy.ts';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/** The line a visitor sees while offline: what is on screen is the last copy, and from when. */
export function offlineText(since: string | null): string {
  return since
    ? `Offline — laatst bijgewerkt ${formatDateTime(since)}`
    : 'Offline — je ziet wat al geladen was.';
}

/**
 * Above every page: shown while the browser is offline or while the page shows a stored copy of stations or
 * cards (lib/offline-copy.ts), with the time that copy dates from.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const since = useOfflineSince();
  const show = !online || since !== null;
  return (
    <div role="status" className={show ? 'bg-text px-4 py-2 text-center text-sm text-surface' : 'sr-only'}>
      {show ? offlineText(since) : null}
    </div>
  );
}
