/**
 * The session of spec §4: the token (and role) in localStorage, or in sessionStorage when
 * "onthoud mij" is off. Login state is the token's presence, re-read on storage events
 * (another tab) and when the tab becomes visible again.
 */
export interface Session {
  token: string | null;
  role: string | null;
}

const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session = read();

function safeStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): Session {
  const local = safeStorage('local');
  const session = safeStorage('session');
  const token = local?.getItem(TOKEN_KEY) ?? session?.getItem(TOKEN_KEY) ?? null;
  const role = local?.getItem(TOKEN_KEY) ? local.getItem(ROLE_KEY) : (session?.getItem(ROLE_KEY) ?? null);
  return { token, role };
}

function refresh() {
  const next = read();
  if (next.token !== snapshot.token || next.role !== snapshot.role) {
    snapshot = next;
    for (const listener of listeners) listener();
  }
}

export function getSession(): Session {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

export function saveSession(token: string, role: string, remember: boolean) {
  const keep = safeStorage(remember ? 'local' : 'session');
  const other = safeStorage(remember ? 'session' : 'local');
  other?.removeItem(TOKEN_KEY);
  other?.removeItem(ROLE_KEY);
  keep?.setItem(TOKEN_KEY, token);
  keep?.setItem(ROLE_KEY, role);
  refresh();
}

/** Logout: token and role go from both storages. */
export function clearSession() {
  for (const kind of ['local', 'session'] as const) {
    safeStorage(kind)?.removeItem(TOKEN_KEY);
    safeStorage(kind)?.removeItem(ROLE_KEY);
  }
  refresh();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', refresh);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
}
