import { createContext, useContext, useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session.ts';

/**
 * True while the server draws the signed-in app's frame (entry-server.tsx, decision 033): the token lives in
 * the browser's storage, so the server draws the pages as for someone signed in whose data has not arrived.
 * Never set in the browser.
 */
export const SignedInFrame = createContext(false);

export function useSession(): Session & { isLoggedIn: boolean } {
  const frame = useContext(SignedInFrame);
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return { ...session, isLoggedIn: frame || Boolean(session.token) };
}
