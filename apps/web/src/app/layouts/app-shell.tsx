import { isAdminRole, isPartnerRole } from '@fuellinq/domain/auth/user-rules';
import type { ReactNode } from 'react';
import { publicLinks } from '../../components/layout/site-header.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query.ts';
import { useSession } from '../../lib/use-session.ts';
import { Header, useLogoutAndLeave } from './header.tsx';
import { Sidebar, type SidebarGroup } from './sidebar.tsx';
import { TabBar, type TabItem } from './tab-bar.tsx';

/**
 * What the header's menu holds that the area's own menu lacks (the site's pages, the other areas), as a group
 * of the Meer sheet: on a phone the header has no menu of its own.
 */
export function siteGroup(groups: SidebarGroup[], role: string | null): SidebarGroup {
  const areas = [
    { to: '/app', label: 'Dashboard' },
    ...(isPartnerRole(role) ? [{ to: '/partner', label: 'Partner' }] : []),
    ...(isAdminRole(role) ? [{ to: '/admin', label: 'Beheer' }] : []),
  ];
  const shown = groups.flatMap((group) => group.items.map((item) => item.to));
  return {
    label: 'FuelLinq',
    items: [
      ...publicLinks.filter((link) => !shown.includes(link.to)),
      // The area the sheet belongs to is there already, by its own pages.
      ...areas.filter((area) => !shown.some((to) => to === area.to || to.startsWith(`${area.to}/`))),
    ],
  };
}

/**
 * A signed-in area's frame. Wide screens (`md` and up): the sidebar beside the content. Phones: content
 * first, nothing but the top bar above the page's heading, and the area's tabs at the bottom; main keeps
 * room below for the tab bar and the phone's home indicator, so its last line is never hidden.
 */
export function AppShell({
  label,
  groups,
  tabs,
  footer,
  children,
}: {
  label: string;
  groups: SidebarGroup[];
  tabs: TabItem[];
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { role } = useSession();
  const leave = useLogoutAndLeave();
  // A phone shows the tab bar, never the sidebar: it is not drawn there at all (one less menu to draw before
  // the page, at the pump). Without media queries (an old browser) it is drawn, and CSS still hides it.
  const wide = useMediaQuery(WIDE_SCREEN, true);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header phoneMenu={false} />
      <div className="flex flex-1 flex-col md:flex-row">
        {wide ? <Sidebar label={label} groups={groups} footer={footer} /> : null}
        <main
          id="inhoud"
          className="min-w-0 flex-1 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] md:px-8 md:py-8"
        >
          {children}
        </main>
      </div>
      <TabBar
        label={`${label} (tabs)`}
        tabs={tabs}
        groups={[...groups, siteGroup(groups, role)]}
        footer={
          <div className="flex flex-wrap gap-2">
            {footer}
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void leave()}>
              Log uit
            </button>
          </div>
        }
      />
    </div>
  );
}
