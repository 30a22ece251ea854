import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { type TabIcon, TabIconSvg } from './tab-icons.tsx';
import type { SidebarGroup } from './sidebar.tsx';

export interface TabItem {
  to: string;
  label: string;
  icon: TabIcon;
  end?: boolean;
}

// Five labels share the width of a phone: their size follows the text setting up to what fits (as a native
// tab bar caps its labels); the page itself grows with the text setting.
const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-14 min-w-[48px] flex-col items-center justify-center gap-0.5 px-0.5 py-1 text-[min(0.75rem,3.3vw)] leading-tight no-underline ${
    isActive ? 'font-semibold text-primary' : 'text-muted hover:text-text'
  }`;

const sheetLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-brand px-3 text-base no-underline ${
    isActive ? 'bg-primary/10 font-semibold text-primary' : 'text-text hover:bg-bg'
  }`;

/**
 * "Meer": the rest of the area's menu as a sheet from the bottom (a modal dialog: focus moves in, Escape or
 * Sluiten closes it, focus goes back to the Meer button). A link followed closes it too (footer links
 * by the change of page).
 */
function MoreSheet({
  label,
  groups,
  footer,
  open,
  onClose,
  onNavigate,
}: {
  label: string;
  groups: SidebarGroup[];
  footer?: ReactNode;
  open: boolean;
  onClose: () => void;
  onNavigate: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (dialog.showModal) dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('a, button')?.focus();
    }
    if (!open && dialog.open) {
      if (dialog.close) dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={`${label}: meer`}
      className="mt-auto mb-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-t border-border bg-surface px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))] text-text shadow-brand backdrop:bg-black/40 md:hidden"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <nav aria-label={`${label} (meer)`} className="space-y-4">
          <div className="flex items-center justify-between">
            <p className="text-lg font-semibold">Meer</p>
            <button
              type="button"
              className="min-h-12 min-w-12 rounded-brand px-3 text-sm font-medium hover:bg-bg"
              onClick={onClose}
            >
              Sluiten
            </button>
          </div>
          {groups.map((group) => (
            <div key={group.label}>
              <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted uppercase">
                {group.label}
              </p>
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end ?? false}
                      className={sheetLinkClass}
                      onClick={onNavigate}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {footer}
        </nav>
      ) : null}
    </dialog>
  );
}

/**
 * The phone's navigation (below `md`): the area's most used screens as tabs at the bottom, within reach of
 * a thumb, each at least 48 × 48 px, the current one marked with aria-current="page"; "Meer" opens the rest.
 */
export function TabBar({
  label,
  tabs,
  groups,
  footer,
}: {
  label: string;
  tabs: TabItem[];
  groups: SidebarGroup[];
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Following a link elsewhere (or the back button) leaves the sheet closed.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);

  const close = () => {
    setOpen(false);
    moreButton.current?.focus();
  };

  return (
    <>
      <nav
        aria-label={label}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="grid grid-cols-5">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end ?? false} className={tabClass}>
                <TabIconSvg icon={tab.icon} />
                {tab.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              ref={moreButton}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={open}
              className={`${tabClass({ isActive: false })} w-full`}
              onClick={() => {
                setOpenedAt(pathname);
                setOpen(true);
              }}
            >
              <TabIconSvg icon="more" />
              Meer
            </button>
          </li>
        </ul>
      </nav>
      <MoreSheet
        label={label}
        groups={groups}
        footer={footer}
        open={open}
        onClose={close}
        onNavigate={() => setOpen(false)}
      />
    </>
  );
}
