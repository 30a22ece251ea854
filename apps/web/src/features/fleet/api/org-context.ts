import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/use-session.ts';
import { orgsQueryOptions } from './org-queries.ts';

// Which organisation the app shows: "Privé" (null) or one of the caller's organisations (issue 24 §1: the
// header switches between them). The choice is kept in localStorage, per browser; every fleet screen reads
// it through useOrgContext(). No provider is needed: the choice is a small store, the list a query.

const STORAGE_KEY = 'fuellinq.org';
const listeners = new Set<() => void>();

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeChoice(orgId: string | null) {
  try {
    if (orgId) window.localStorage.setItem(STORAGE_KEY, orgId);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface OrgContext {
  /** The caller's current organisations, with their role in each. */
  orgs: OrgSummary[];
  /** The organisation the app shows now; null is "Privé". */
  current: OrgSummary | null;
  setCurrent: (orgId: string | null) => void;
  /** The list is still loading (current is null until it is there). */
  isLoading: boolean;
}

/** The organisation switcher's state, for the header and every fleet screen. */
export function useOrgContext(): OrgContext {
  const { isLoggedIn } = useSession();
  const orgs = useQuery({ ...orgsQueryOptions(), enabled: isLoggedIn });
  const chosen = useSyncExternalStore(subscribe, readChoice, () => null);
  const list = orgs.data ?? [];
  const current = list.find((org) => org.id === chosen) ?? null;
  const setCurrent = useCallback((orgId: string | null) => writeChoice(orgId), []);
  return { orgs: list, current, setCurrent, isLoading: isLoggedIn && orgs.isPending };
}
