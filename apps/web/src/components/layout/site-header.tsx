import { isAdminRole, isPartnerRole } from '@fuellinq/domain/auth/user-rules';
import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/use-session.ts';
import { buttonClass } from '../ui/button.tsx';
import { Logo } from './logo.tsx';

/** The public site's pages, in the header on every screen; on a phone in the app, in the tab bar's Meer. */
export const publicLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'Over ons' },
  { to: '/eu-agenda', label: 'EU Agenda' },
  { to: '/contact', label: 'Contact' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-brand px-3 py-2 text-sm font-medium no-underline hover:bg-bg ${isActive ? 'text-primary' : 'text-text'}`;

/**
 * Spec §2 Header: Home, Over ons, EU Agenda, Contact; Dashboard, Partner, Log uit or Log in, Account aanmaken.
 * "Partner" shows only to a partner; an admin gets "Beheer", their own area, instead. What "Log uit" does is the app's business (the auth feature), handed in as `onLogout`.
 */
export function SiteHeader({
  onLogout,
  extra,
  phoneMenu = true,
}: {
  onLogout: () => Promise<void>;
  /**
   * The Menu button below `md`. Off in the signed-in areas: their tab bar's Meer holds the same links, and
   * two menus on one phone screen is one too many.
   */
  phoneMenu?: boolean;
  /** Shown in the bar on every screen size, beside the menu: the app's organisation switcher. */
  extra?: ReactNode;
}) {
  const { isLoggedIn, role } = useSession();
  const [open, setOpen] = useState(false);

  const items = (
    <>
      {publicLinks.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end ?? false}
          className={linkClass}
          onClick={() => setOpen(false)}
        >
          {link.label}
        </NavLink>
      ))}
      {isLoggedIn ? (
        <>
          <NavLink to="/app" className={linkClass} onClick={() => setOpen(false)}>
            Dashboard
          </NavLink>
          {isPartnerRole(role) ? (
            <NavLink to="/partner" className={linkClass} onClick={() => setOpen(false)}>
              Partner
            </NavLink>
          ) : null}
          {isAdminRole(role) ? (
            <NavLink to="/admin" className={linkClass} onClick={() => setOpen(false)}>
              Beheer
            </NavLink>
          ) : null}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => {
              setOpen(false);
              void onLogout();
            }}
          >
            Log uit
          </button>
        </>
      ) : (
        <>
          <NavLink to="/auth" className={linkClass} onClick={() => setOpen(false)}>
            Log in
          </NavLink>
          <Link to="/signup" className={buttonClass('primary', 'sm')} onClick={() => setOpen(false)}>
            Account aanmaken
          </Link>
        </>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/" className="no-underline" aria-label="FuelLinq, naar de homepage">
          <Logo />
        </Link>
        {extra ? <div className="ml-auto min-w-0 md:ml-0">{extra}</div> : null}
        <nav aria-label="Hoofdmenu" className="hidden items-center gap-1 md:flex">
          {items}
        </nav>
        {phoneMenu ? (
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} md:hidden`}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((value) => !value)}
          >
            Menu
          </button>
        ) : null}
      </div>
      {phoneMenu && open ? (
        <nav
          id="mobile-menu"
          aria-label="Hoofdmenu"
          className="flex flex-col gap-1 border-t border-border px-4 py-3 md:hidden"
        >
          {items}
        </nav>
      ) : null}
    </header>
  );
}
