import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import type { PointsEntry } from '@fuellinq/domain/money/loyalty.contract';
import { useId } from 'react';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatPoints } from '../../../lib/amounts.ts';

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
        <DataTable
          caption="Puntengeschiedenis"
          columns={[
            { key: 'date', label: 'Datum' },
            { key: 'what', label: 'Omschrijving' },
            { key: 'points', label: 'Punten' },
          ]}
        >
          {history.map((entry) => (
            <tr key={entry.id} className="border-t border-border">
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.created_at)}</td>
              <td className="px-4 py-3">{entry.description}</td>
              <td
                className={`px-4 py-3 font-medium whitespace-nowrap ${entry.points > 0 ? 'text-success' : ''}`}
              >
                {entry.points > 0 ? '+' : ''}
                {formatPoints(entry.points)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
