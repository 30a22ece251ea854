import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { OfflineBanner } from '../components/layout/offline-banner.tsx';
import { onUnauthorized } from '../lib/api-client.ts';
import { replayEarlyTaps } from '../lib/early-taps.ts';
import { useCanonicalUrl } from '../lib/use-document-title.ts';

/** The new page's main heading, made focusable for a script (not for the tab key). */
function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Spec §2: every route change scrolls to the top. Focus moves to the new page's heading as well, so a screen
 * reader announces the page that opened (a page that loads its heading later gets focus when it appears).
 * The first page of a visit is no route change: it keeps the browser's own scroll and focus, so a visitor who
 * scrolled the server's page before the app took it over stays where they are (and their tap lands there).
 */
function RouteFocus() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useCanonicalUrl(pathname);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.scrollTo(0, 0);
    if (focusPageHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), 5_000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);
  return null;
}

/** Spec §4: any 401 clears the session and goes to /auth?reason=unauthorized, unless already under /auth. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!window.location.pathname.startsWith('/auth'))
          void navigate('/auth?reason=unauthorized', { replace: true });
      }),
    [navigate],
  );
  return null;
}

export function RootLayout() {
  // After the first commit: the app is live, so the taps held since the server's page showed count now.
  useEffect(replayEarlyTaps, []);
  return (
    <>
      <RouteFocus />
      <UnauthorizedRedirect />
      <OfflineBanner />
      <Outlet />
    </>
  );
}
