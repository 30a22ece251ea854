import { filterBanks } from '@fuellinq/domain/bank/banks';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

export interface BankChoice {
  id: string;
  name: string;
  logo: string;
}

/**
 * Spec §2 and §5: a search box (case-insensitive on id or name) over a keyboard-navigable list of banks.
 * The list is a listbox: Arrow keys, Home and End move, Enter or Space chooses; ArrowDown from the search
 * box enters the list, and Enter in the search box chooses the only result.
 */
export function BankPicker({
  banks,
  selected,
  onSelect,
}: {
  banks: BankChoice[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const results = filterBanks(banks, query);
  const options = useRef<(HTMLLIElement | null)[]>([]);
  const listId = useId();
  const searchId = useId();
  const selectedIndex = results.findIndex((bank) => bank.id === selected);
  const [focused, setFocused] = useState<number | null>(null);
  // Roving tab stop: the focused option, else the chosen one, else the first.
  const tabStop = focused !== null && focused < results.length ? focused : Math.max(0, selectedIndex);

  function moveTo(index: number) {
    const next = Math.min(Math.max(index, 0), results.length - 1);
    setFocused(next);
    options.current[next]?.focus();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(tabStop + 1),
      ArrowUp: () => moveTo(tabStop - 1),
      Home: () => moveTo(0),
      End: () => moveTo(results.length - 1),
      Enter: () => results[tabStop] && onSelect(results[tabStop].id),
      ' ': () => results[tabStop] && onSelect(results[tabStop].id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      moveTo(Math.max(0, selectedIndex));
    } else if (event.key === 'Enter' && results.length === 1 && results[0]!.id !== selected) {
      event.preventDefault();
      onSelect(results[0]!.id);
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
          Zoek je bank
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          placeholder="Bijvoorbeeld ING of rabo"
          aria-controls={listId}
          onChange={(event) => {
            setQuery(event.target.value);
            setFocused(null);
          }}
          onKeyDown={onSearchKeyDown}
          className="w-full rounded-brand border border-border bg-surface px-3 py-2.5 text-base text-text placeholder:text-muted"
        />
      </div>
      {results.length === 0 ? (
        <p role="status" className="rounded-brand border border-border bg-bg px-4 py-3 text-sm text-muted">
          Geen resultaten voor &quot;{query.trim()}&quot;.
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Banken"
        className="grid gap-2 sm:grid-cols-2"
        hidden={results.length === 0}
      >
        {results.map((bank, index) => {
          const isSelected = bank.id === selected;
          return (
            <li
              key={bank.id}
              ref={(element) => {
                options.current[index] = element;
              }}
              role="option"
              aria-selected={isSelected}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => {
                setFocused(index);
                onSelect(bank.id);
              }}
              onFocus={() => setFocused(index)}
              onKeyDown={onListKeyDown}
              className={`flex cursor-pointer items-center gap-3 rounded-brand border px-3 py-2.5 ${
                isSelected
                  ? 'border-primary bg-primary/10 font-semibold'
                  : 'border-border bg-surface hover:bg-bg'
              }`}
            >
              <img src={bank.logo} alt="" width={32} height={32} className="size-8 shrink-0" />
              <span className="flex-1">{bank.name}</span>
              {isSelected ? (
                <span aria-hidden className="text-primary">
                  ✓
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
