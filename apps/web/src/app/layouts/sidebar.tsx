import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export interface SidebarItem {
  to: string;
  label: string;
  end?: boolean;
}

export interface SidebarGroup {
  label: string;
  items: SidebarItem[];
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-brand px-3 py-2 text-sm no-underline ${
    isActive ? 'bg-white/15 font-semibold text-sidebar-text' : 'text-sidebar-text/85 hover:bg-white/10'
  }`;

/** The area's navigation beside the content, on `md` and wider; phones get the tab bar (tab-bar.tsx) instead. */
export function Sidebar({
  label,
  groups,
  footer,
}: {
  label: string;
  groups: SidebarGroup[];
  footer?: ReactNode;
}) {
  return (
    <aside className="hidden bg-sidebar-bg text-sidebar-text md:sticky md:block md:top-[61px] md:h-[calc(100dvh-61px)] md:w-sidebar md:shrink-0 md:overflow-y-auto">
      <nav aria-label={label} className="flex flex-col gap-5 p-4">
        {groups.map((group) => (
          <div key={group.label}>
            <p className="mb-1 px-3 text-xs font-semibold tracking-wide uppercase text-sidebar-text/70">
              {group.label}
            </p>
            <ul className="flex flex-col gap-1">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end ?? false} className={itemClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {footer}
      </nav>
    </aside>
  );
}
