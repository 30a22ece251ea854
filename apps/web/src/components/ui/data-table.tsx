import type { ReactNode } from 'react';

export interface DataTableColumn {
  key: string;
  /** The header text; with `hidden` only screen readers hear it (e.g. an image or actions column). */
  label: ReactNode;
  hidden?: boolean;
}

/**
 * A table of records in a card that scrolls sideways on small screens: a caption for screen readers, column
 * headers, and the caller's rows (`<tr>` elements).
 */
export function DataTable({
  caption,
  columns,
  dense = false,
  children,
}: {
  caption: string;
  columns: DataTableColumn[];
  dense?: boolean;
  children: ReactNode;
}) {
  const pad = dense ? 'px-3 py-3' : 'px-4 py-3';
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-bg text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${pad} font-medium`}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
