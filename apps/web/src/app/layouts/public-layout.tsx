import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { Header } from './header.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';

/**
 * The public site's frame: skip link, header, the page in main, footer. Main is at least a screen high, so
 * the footer starts below the fold: a page that fills in after its data arrives never pushes a visible
 * footer down (a layout shift, CLS).
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="inhoud" className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
