import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { rovingIndex } from './roving-index.ts';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * An accordion (WAI-ARIA): each header is a button with aria-expanded and aria-controls, so Enter and Space
 * open and close it; the arrow keys, Home and End move between the headers. Several panels may be open.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpen = [],
}: {
  items: AccordionItem[];
  /** The level of the headings around the buttons, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: string[];
}) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const target = rovingIndex(event.key, index, items.length, 'vertical');
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-border rounded-brand border border-border bg-surface">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0 text-base font-semibold">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-bg focus-visible:bg-bg"
              >
                <span>{item.title}</span>
                <span
                  aria-hidden
                  className={`shrink-0 text-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
                >
                  ▾
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-4 text-muted"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
