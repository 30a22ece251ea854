import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import type { PointsEntry } from '@fuellinq/domain/money/loyalty.contract';
import { useId } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatPoints } from '../../../lib/amounts.ts';

const COLUMNS: ResponsiveColumn<PointsEntry>[] = [
  {
    key: 'date',
    label: 'Datum',
    className: 'whitespace-nowrap',
    phone: 'title',
    cell: (entry) => formatDateTime(entry.created_at),
  },
  { key: 'what', label: 'Omschrijving', cell: (entry) => entry.description },
  {
    key: 'points',
    label: 'Punten',
    className: (entry) => `font-medium whitespace-nowrap ${entry.points > 0 ? 'text-success' : ''}`,
    phone: 'amount',
    cell: (entry) => `${entry.points > 0 ? '+' : ''}${formatPoints(entry.points)}`,
  },
];

/** Points earned and spent, newest first. */
export function PointsHistory({ history }: { history: PointsEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Geschiedenis
      </h2>
      {history.length === 0 ? (
        <EmptyState title="Nog geen punten.">
          Je eerste punten krijg je bij je eerste tankbeurt met Nu tanken.
        </EmptyState>
      ) : (
        <ResponsiveTable
          caption="Puntengeschiedenis"
          columns={COLUMNS}
          items={history}
          rowKey={(entry) => entry.id}
        />
      )}
    </section>
  );
}
