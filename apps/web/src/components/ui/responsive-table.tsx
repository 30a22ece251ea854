import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query.ts';
import { DataTable } from './data-table.tsx';

/** Where a column's value goes on a phone's card. */
export type PhonePlace = 'title' | 'amount' | 'detail' | 'actions' | 'none';

export interface Foot {
  label: string;
  cells: Partial<Record<string, ReactNode>>;
}

export interface ResponsiveColumn<Item> {
  key: string;
  /** The header text; on a phone the label before the value. */
  label: string;
  /** Only screen readers hear the header (an actions column). */
  hidden?: boolean;
  cell: (item: Item) => ReactNode;
  /** The table cell's classes beside its padding (`whitespace-nowrap`, a colour for this row's value). */
  className?: string | ((item: Item) => string);
  /**
   * On a phone: `title` heads the card, `amount` stands large at its top right (what a person looks for:
   * the amount, the price), `detail` is a labelled line (the default), `actions` a row of buttons at the
   * bottom, `none` is left out (it repeats what the card already says).
   */
  phone?: PhonePlace;
  /** The cell names its row (`<th scope="row">`), e.g. a station's name. */
  rowHeader?: boolean;
}

function classOf<Item>(column: ResponsiveColumn<Item>, item: Item) {
  return typeof column.className === 'function' ? column.className(item) : (column.className ?? '');
}

/**
 * A list of records from one column definition: a table from the `md` breakpoint up, and below it a card
 * per row, so nothing pushes a phone's page sideways. The filters and paging around it stay the same.
 */
export function ResponsiveTable<Item>({
  caption,
  columns,
  items,
  rowKey,
  dense = false,
  plain = false,
  foot,
}: {
  caption: string;
  columns: ResponsiveColumn<Item>[];
  items: Item[];
  rowKey: (item: Item) => string;
  dense?: boolean;
  /** A table inside a card already (a vehicle's logbook): no card of its own, small muted headers. */
  plain?: boolean;
  /** A last row of totals: its label in the first column, the figures by column key. */
  foot?: Foot;
}) {
  const wide = useMediaQuery(WIDE_SCREEN, true);
  if (!wide) {
    return (
      <CardList caption={caption} columns={columns} items={items} rowKey={rowKey} plain={plain} foot={foot} />
    );
  }
  const pad = plain ? 'py-1.5 pr-3 align-middle' : dense ? 'px-3 py-3' : 'px-4 py-3';
  const rows = items.map((item) => (
    <tr key={rowKey(item)} className="border-t border-border">
      {columns.map((column) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        return (
          <Cell
            key={column.key}
            scope={column.rowHeader ? 'row' : undefined}
            className={`${pad} ${classOf(column, item)}`.trim()}
          >
            {column.cell(item)}
          </Cell>
        );
      })}
    </tr>
  ));
  if (foot) {
    rows.push(
      <tr key="foot" className="border-t border-border font-semibold">
        {columns.map((column, index) => (
          <td key={column.key} className={pad}>
            {index === 0 ? foot.label : foot.cells[column.key]}
          </td>
        ))}
      </tr>,
    );
  }
  if (!plain) {
    return (
      <DataTable caption={caption} columns={columns} dense={dense}>
        {rows}
      </DataTable>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="py-1 pr-3 font-medium">
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

function CardList<Item>({
  caption,
  columns,
  items,
  rowKey,
  plain,
  foot,
}: {
  caption: string;
  columns: ResponsiveColumn<Item>[];
  items: Item[];
  rowKey: (item: Item) => string;
  plain: boolean;
  foot: Foot | undefined;
}) {
  const placed = (place: PhonePlace) => columns.filter((column) => (column.phone ?? 'detail') === place);
  const titles = placed('title');
  const amounts = placed('amount');
  const details = placed('detail');
  const actions = placed('actions');
  return (
    <ul aria-label={caption} className={plain ? 'divide-y divide-border' : 'space-y-3'}>
      {items.map((item) => (
        <li key={rowKey(item)} className={`min-w-0 break-words ${plain ? 'py-3' : 'card p-4'}`}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 font-medium">
              {titles.map((column) => (
                <div key={column.key}>
                  <span className="sr-only">{column.label}: </span>
                  {column.cell(item)}
                </div>
              ))}
            </div>
            {amounts.map((column) => (
              <div key={column.key} className="shrink-0 text-right text-lg font-semibold tabular-nums">
                <span className="sr-only">{column.label}: </span>
                <span className={classOf(column, item)}>{column.cell(item)}</span>
              </div>
            ))}
          </div>
          {details.length > 0 ? (
            <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {details.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-muted">{column.label}</dt>
                  <dd className="min-w-0 break-words">{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions.length > 0 ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {actions.map((column) => (
                <div key={column.key}>{column.cell(item)}</div>
              ))}
            </div>
          ) : null}
        </li>
      ))}
      {foot ? (
        <li className={`min-w-0 break-words ${plain ? 'py-3' : 'card p-4'}`}>
          <p className="font-semibold">{foot.label}</p>
          <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {columns
              .filter((column) => foot.cells[column.key] !== undefined)
              .map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-muted">{column.label}</dt>
                  <dd className="min-w-0 font-semibold break-words">{foot.cells[column.key]}</dd>
                </div>
              ))}
          </dl>
        </li>
      ) : null}
    </ul>
  );
}
