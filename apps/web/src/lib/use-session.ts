import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session.ts';

export function useSession(): Session & { isLoggedIn: boolean } {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return { ...session, isLoggedIn: Boolean(session.token) };
}
