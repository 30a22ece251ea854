import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client.ts';
import { getSession, subscribeSession } from './session.ts';

/**
 * The app's own copy of the last stations and cards it showed, so that offline it still shows them, marked
 * "Offline — laatst bijgewerkt …" (docs/decisions/018-pwa-and-offline.md). The service worker never caches
 * an API answer (signed-in answers are `no-store`); this copy is explicit and small:
 *
 * - `public` copies (the station feed and search, the same for everyone) live in localStorage;
 * - `private` copies (favourites, cards) live next to the session's token (localStorage with "onthoud mij",
 *   else sessionStorage) and go the moment the session ends: logout, a 401, an erased account, a logout in
 *   another tab, or a browser restart that dropped a session-only token.
 *
 * A copy is one answer per name (the last one), not one per query: offline, "the last stations it saw" is
 * what there is to show, whatever the search was.
 */
export type CopyScope = 'public' | 'private';

interface StoredCopy<T> {
  savedAt: string;
  data: T;
}

const PREFIX = 'offline:';
const key = (scope: CopyScope, name: string) => `${PREFIX}${scope}:${name}`;

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Where a copy of this scope lives: private copies sit where the token sits. */
function storageFor(scope: CopyScope): Storage | undefined {
  if (scope === 'public') return storage('local');
  return storage('local')?.getItem('token') ? storage('local') : storage('session');
}

function save<T>(scope: CopyScope, name: string, data: T) {
  if (scope === 'private' && !getSession().token) return;
  try {
    storageFor(scope)?.setItem(
      key(scope, name),
      JSON.stringify({ savedAt: new Date().toISOString(), data } satisfies StoredCopy<T>),
    );
  } catch {
    // Storage full or refused (private browsing): the app works on without an offline copy.
  }
}

function load<T>(scope: CopyScope, name: string): StoredCopy<T> | null {
  if (scope === 'private' && !getSession().token) return null;
  try {
    const raw = storageFor(scope)?.getItem(key(scope, name));
    return raw ? (JSON.parse(raw) as StoredCopy<T>) : null;
  } catch {
    return null;
  }
}

/** Removes every private copy from both storages (the session ended). */
export function clearPrivateCopies() {
  for (const kind of ['local', 'session'] as const) {
    const store = storage(kind);
    if (!store) continue;
    for (const name of Object.keys(store)) {
      if (name.startsWith(`${PREFIX}private:`)) store.removeItem(name);
    }
  }
}

// Which names are on screen from a copy right now, and since when that copy dates.
type Listener = () => void;
const listeners = new Set<Listener>();
const served = new Map<string, string>();
let since: string | null = null;

function changed() {
  const oldest = [...served.values()].sort()[0] ?? null;
  if (oldest === since) return;
  since = oldest;
  for (const listener of listeners) listener();
}

/**
 * Runs a request and keeps its answer as the offline copy of `name`. When nothing came back (no connection),
 * it answers the last copy instead, and the app says it is offline; without a copy the error stands.
 */
export async function withOfflineCopy<T>(
  scope: CopyScope,
  name: string,
  request: () => Promise<T>,
): Promise<T> {
  try {
    const data = await request();
    save(scope, name, data);
    if (served.delete(`${scope}:${name}`)) changed();
    return data;
  } catch (error) {
    const copy = error instanceof ApiError && error.status === 0 ? load<T>(scope, name) : null;
    if (!copy) throw error;
    served.set(`${scope}:${name}`, copy.savedAt);
    changed();
    return copy.data;
  }
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest copy now on screen was saved, or null when everything on screen is fresh. */
export function useOfflineSince(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => since,
    () => since,
  );
}

/**
 * Call once at start: private copies go whenever the session ends, and at start when there is no session
 * (a session-only token died with the browser, but a private copy in localStorage would not have).
 */
export function startOfflineCopies() {
  const dropWithoutSession = () => {
    if (getSession().token) return;
    clearPrivateCopies();
    for (const name of served.keys()) if (name.startsWith('private:')) served.delete(name);
    changed();
  };
  dropWithoutSession();
  subscribeSession(dropWithoutSession);
}
