import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { POINTS_FALLBACK } from '@fuellinq/domain/money/rewards';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPoints } from '../../../lib/amounts.ts';
import { cardsQueryOptions } from '../../cards/api/card-queries.ts';
import { loyaltyQueryOptions } from '../../loyalty/api/loyalty-queries.ts';
import { vehiclesQueryOptions } from '../../vehicles/api/vehicle-queries.ts';
import { invoicesQueryOptions } from '../../billing/api/billing-queries.ts';
import { savingQueryOptions } from '../api/insights-queries.ts';
import { openInvoices } from '../overview-figures.ts';
import { EstimateNote } from './overview-block.tsx';
import { SavingFigure } from './saving-figure.tsx';

function Tile({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <li className="card flex min-w-0 flex-col gap-1 p-4">
      <Link to={to} className="text-sm font-medium text-muted hover:underline">
        {label}
      </Link>
      {children}
    </li>
  );
}

const Figure = ({ children }: { children: ReactNode }) => (
  <span className="text-2xl font-bold tracking-tight">{children}</span>
);

/** A tile's figure, or its loading or failed state (one tile failing leaves the others alone). */
function TileValue<T>({
  query,
  label,
  tallNote = false,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  /** The figure comes with a paragraph of small print (the saving's basis), not one line. */
  tallNote?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <span role="status" aria-label={`${label} laden…`} className="flex flex-col gap-1">
        <Skeleton className="h-8 w-16" />
        {/* The small print's room too, so the tiles below do not move when the figures arrive. */}
        <Skeleton className={tallNote ? 'h-24 w-full' : 'h-4 w-20'} />
      </span>
    );
  if (query.isError) return <Failed onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <span role="alert" className="text-sm text-danger">
      Ophalen mislukt.{' '}
      <button type="button" onClick={onRetry} className="font-medium underline">
        Opnieuw
      </button>
    </span>
  );
}

/** Spec §2: five tiles — vehicles, cards, open invoices, monthly saving, points balance. */
export function OverviewTiles() {
  const vehicles = useQuery(vehiclesQueryOptions());
  const cards = useQuery(cardsQueryOptions());
  const invoices = useQuery(invoicesQueryOptions());
  const loyalty = useQuery(loyaltyQueryOptions());

  return (
    <ul aria-label="Kerncijfers" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <Tile label="Voertuigen" to="/app/vehicles">
        <TileValue query={vehicles} label="Voertuigen">
          {(list) => <Figure>{list.length}</Figure>}
        </TileValue>
      </Tile>
      <Tile label="Passen" to="/app/wallet">
        <TileValue query={cards} label="Passen">
          {(list) => (
            <>
              <Figure>{list.length}</Figure>
              <span className="text-xs text-muted">
                {list.filter((card) => card.status === 'active').length} actief
              </span>
            </>
          )}
        </TileValue>
      </Tile>
      <Tile label="Openstaande facturen" to="/app/invoices">
        <TileValue query={invoices} label="Openstaande facturen">
          {(list) => {
            const open = openInvoices(list);
            return (
              <>
                <Figure>{open.count}</Figure>
                <span className="text-xs text-muted">
                  {open.count ? `${formatEuro(open.cents)} te betalen` : 'Alles betaald'}
                </span>
              </>
            );
          }}
        </TileValue>
      </Tile>
      <Tile label="Besparing per maand" to="/app/insights">
        <SavingTile />
      </Tile>
      <Tile label="Puntensaldo" to="/app/rewards">
        {loyalty.isPending ? (
          <span role="status" aria-label="Puntensaldo laden…">
            <Skeleton className="h-8 w-16" />
          </span>
        ) : loyalty.isError ? (
          <>
            <Figure>{formatPoints(POINTS_FALLBACK)}</Figure>
            <EstimateNote>
              Je punten konden niet worden geladen; dit is een standaardwaarde, niet je eigen saldo.{' '}
              <button type="button" onClick={() => void loyalty.refetch()} className="underline">
                Opnieuw
              </button>
            </EstimateNote>
          </>
        ) : (
          <Figure>{formatPoints(loyalty.data.points)}</Figure>
        )}
      </Tile>
    </ul>
  );
}

/**
 * The card's saving per month, as the server works it out (GET /api/insights/saving): measured against the
 * CBS average where it can be, else spec §9's estimate, always with what it rests on. Inzichten shows the
 * same answer.
 */
function SavingTile() {
  const saving = useQuery(savingQueryOptions());
  return (
    <TileValue query={saving} label="Besparing" tallNote>
      {(data) => <SavingFigure data={data} />}
    </TileValue>
  );
}
