import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { Header } from './header.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="inhoud" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
