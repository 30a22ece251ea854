import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { rovingIndex } from './roving-index.ts';

export interface TabItem {
  id: string;
  label: string;
}

/**
 * Accessible tabs (WAI-ARIA): arrow keys, Home and End move between tabs; the panel belongs to the active tab.
 * Controlled: the caller keeps the active id (in state or in the URL).
 */
export function Tabs({
  label,
  items,
  active,
  onChange,
  children,
}: {
  label: string;
  items: TabItem[];
  active: string;
  onChange: (id: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === active),
  );

  function onKeyDown(event: KeyboardEvent) {
    const next = rovingIndex(event.key, index, items.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.id);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {items.map((item, i) => {
          const selected = i === index;
          return (
            <button
              key={item.id}
              ref={(element) => {
                refs.current[i] = element;
              }}
              type="button"
              role="tab"
              onKeyDown={onKeyDown}
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
                selected ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-text'
              }`}
              onClick={() => onChange(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${items[index]?.id ?? ''}`}
        className="pt-4"
      >
        {children}
      </div>
    </div>
  );
}
