import { useId } from 'react';

/** A labelled search box: above a list, or in a picker. */
export function SearchBox({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-brand border border-border bg-surface px-3 py-2"
      />
    </div>
  );
}

/** A search box and a status filter above a list. */
export function ListFilters({
  searchLabel,
  q,
  onQ,
  status,
  onStatus,
  statuses,
}: {
  searchLabel: string;
  q: string;
  onQ: (value: string) => void;
  status?: string;
  onStatus?: (value: string) => void;
  statuses?: [value: string, label: string][];
}) {
  const statusId = useId();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <SearchBox label={searchLabel} value={q} onChange={onQ} className="min-w-64 flex-1" />
      {statuses && onStatus ? (
        <div>
          <label htmlFor={statusId} className="mb-1 block text-sm font-medium">
            Status
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => onStatus(event.target.value)}
            className="rounded-brand border border-border bg-surface px-3 py-2"
          >
            {statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
