import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/use-session.ts';
import {
  notificationsQueryOptions,
  unreadCountQueryOptions,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notification-queries.ts';

/** "3 ongelezen": the bell's name for screen readers, with the count it shows. */
export function bellLabel(count: number) {
  if (count === 0) return 'Meldingen, geen ongelezen';
  return `Meldingen, ${count} ongelezen`;
}

/**
 * The notification bell in the header (issue 24 §6): the unread count, and on a press the newest
 * notifications; opening one marks it read and goes to its page. Escape or a press outside closes it.
 */
export function NotificationBell() {
  const { isLoggedIn } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = useQuery({ ...unreadCountQueryOptions(), enabled: isLoggedIn });
  const list = useQuery({ ...notificationsQueryOptions(), enabled: isLoggedIn && open });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!isLoggedIn) return null;
  const count = unread.data?.count ?? 0;

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className={`${buttonClass('secondary', 'sm')} relative`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={bellLabel(count)}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Meldingen"
          className="card absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] p-3 shadow-lg"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="text-base font-semibold">Meldingen</h2>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={count === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Alles gelezen
            </button>
          </div>
          {list.isPending ? (
            <Spinner label="Meldingen laden…" />
          ) : list.isError ? (
            <p className="text-sm text-danger">Meldingen laden mislukt. Probeer het later opnieuw.</p>
          ) : list.data.length === 0 ? (
            <p className="text-sm text-muted">Nog geen meldingen.</p>
          ) : (
            <ul className="max-h-96 space-y-1 overflow-y-auto">
              {list.data.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`w-full rounded-brand px-2 py-2 text-left hover:bg-bg ${item.read_at ? 'text-muted' : ''}`}
                    onClick={() => {
                      if (!item.read_at) markRead.mutate(item.id);
                      setOpen(false);
                      if (item.link) void navigate(item.link);
                    }}
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className={`text-sm ${item.read_at ? '' : 'font-semibold text-text'}`}>
                        {item.title}
                      </span>
                      {item.read_at ? null : <span className="sr-only">(ongelezen)</span>}
                    </span>
                    <span className="block text-sm break-words">{item.body}</span>
                    <span className="block text-xs text-muted">{formatDateTime(item.created_at)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
