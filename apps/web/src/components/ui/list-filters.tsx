import { useId } from 'react';

/** A search box and a status filter above a partner table. */
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
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={q}
          onChange={(event) => onQ(event.target.value)}
          className="w-full rounded-brand border border-border bg-surface px-3 py-2"
        />
      </div>
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
