import type { Card } from '@fuellinq/domain/cards/card.contract';
import { cardDisplayLabel } from '@fuellinq/domain/cards/card-rules';
import {
  HISTORY_KINDS,
  type HistoryItem,
  TRANSACTION_STATUSES,
  transactionStatusLabels,
} from '@fuellinq/domain/money/transaction.contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { historyKindLabels } from './history-labels.ts';

export interface HistoryFilterValues extends Record<string, string> {
  from: string;
  to: string;
  card_id: string;
  station_id: string;
  kind: string;
}

export const NO_FILTERS: HistoryFilterValues = { from: '', to: '', card_id: '', station_id: '', kind: '' };

/** The stations to filter on: those in the list now, and the chosen one even when the list has none. */
function stationOptions(items: HistoryItem[], chosen: string): [id: string, label: string][] {
  const options = new Map<string, string>();
  for (const item of items) {
    if (item.station_id && !options.has(item.station_id)) {
      options.set(item.station_id, [item.brand ?? 'Station', item.city].filter(Boolean).join(', '));
    }
  }
  if (chosen && !options.has(chosen)) options.set(chosen, 'Gekozen station');
  return [...options];
}

/**
 * Period, card, station, status and kind above the history; each change asks the server again. On a phone
 * (below `md`) they wait behind a "Filters" button that counts the filters in use, so the first refuel and
 * its amount are on the first screen; wider screens show them open.
 */
export function HistoryFilters({
  values,
  onChange,
  status,
  onStatus,
  cards,
  items,
  onClear,
  filtered,
}: {
  values: HistoryFilterValues;
  onChange: (key: keyof HistoryFilterValues, value: string) => void;
  status: string;
  onStatus: (value: string) => void;
  cards: Card[];
  items: HistoryItem[];
  onClear: () => void;
  filtered: boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = Object.values(values).filter((value) => value !== '').length + (status === '' ? 0 : 1);
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">Filters</legend>
      <Button
        variant="secondary"
        size="sm"
        className="mb-3 md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <div id={id} className={`grid gap-3 sm:grid-cols-3 lg:grid-cols-6 ${open ? '' : 'max-md:hidden'}`}>
        <TextField
          label="Van"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => onChange('from', event.target.value)}
        />
        <TextField
          label="Tot en met"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => onChange('to', event.target.value)}
        />
        <SelectField
          label="Pas"
          value={values.card_id}
          onChange={(event) => onChange('card_id', event.target.value)}
        >
          <option value="">Alle passen</option>
          {cards.map((card, index) => (
            <option key={card.id} value={card.id}>
              {cardDisplayLabel(card.label, index + 1)} (•••• {card.last4})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Station"
          value={values.station_id}
          onChange={(event) => onChange('station_id', event.target.value)}
        >
          <option value="">Alle stations</option>
          {stationOptions(items, values.station_id).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={status} onChange={(event) => onStatus(event.target.value)}>
          <option value="">Alle statussen</option>
          {TRANSACTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {transactionStatusLabels[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Soort"
          value={values.kind}
          onChange={(event) => onChange('kind', event.target.value)}
        >
          <option value="">Alles</option>
          {HISTORY_KINDS.map((value) => (
            <option key={value} value={value}>
              {historyKindLabels[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {filtered ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={onClear}>
          Filters wissen
        </Button>
      ) : null}
    </fieldset>
  );
}
