import type { ReactNode } from 'react';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { Header } from './header.tsx';
import { Sidebar, type SidebarGroup } from './sidebar.tsx';
import { TabBar, type TabItem } from './tab-bar.tsx';

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
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <div className="flex flex-1 flex-col md:flex-row">
        <Sidebar label={label} groups={groups} footer={footer} />
        <main
          id="inhoud"
          className="min-w-0 flex-1 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] md:px-8 md:py-8"
        >
          {children}
        </main>
      </div>
      <TabBar label={`${label} (tabs)`} tabs={tabs} groups={groups} footer={footer} />
    </div>
  );
}
