import { formatAge, formatDecimal } from '@fuellinq/domain/format/nl-format';
import { fuelLabels, type FuelType } from '@fuellinq/domain/fuel/fuel-types';
import { isPlausiblePrice, PRICE_RANGE_MESSAGE } from '@fuellinq/domain/stations/station-rules';
import type { PartnerStation } from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { OsmAttribution } from '../../../components/ui/osm-attribution.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { partnerStationsQueryOptions, useSavePrices } from '../api/partner-queries.ts';
import { ListFilters } from '../../../components/ui/list-filters.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';

const GRID_FUELS: FuelType[] = ['euro95', 'diesel', 'lpg', 'adblue', 'hvo'];
const PER_PAGE = 25;

const key = (stationId: string, fuel: string) => `${stationId}:${fuel}`;
const parse = (text: string) => Number(text.trim().replace(/^€\s*/, '').replace(',', '.'));

interface Edit {
  stationId: string;
  fuel: FuelType;
  text: string;
  current: number | null;
}

/** /partner/prices: a grid of every station and fuel; change many prices and save them at once. */
export function PartnerPricesPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(q.trim(), 300);
  const list = useQuery(
    partnerStationsQueryOptions({ q: search || undefined, status: 'active', page, per_page: PER_PAGE }),
  );
  const save = useSavePrices();
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const changes = Object.values(edits).filter((edit) => parse(edit.text) !== edit.current);
  const invalid = changes.filter((edit) => !isPlausiblePrice(parse(edit.text)));

  const onChange = (station: PartnerStation, fuel: FuelType, text: string) => {
    const current = station.prices.find((p) => p.fuel_type === fuel)?.price_eur_l ?? null;
    setEdits((all) => ({ ...all, [key(station.id, fuel)]: { stationId: station.id, fuel, text, current } }));
    setServerErrors(({ [key(station.id, fuel)]: _dropped, ...rest }) => rest);
    setResult(null);
  };

  const onSave = async () => {
    setResult(null);
    try {
      const saved = await save.mutateAsync(
        changes.map((edit) => ({
          station_id: edit.stationId,
          fuel_type: edit.fuel,
          price_eur_l: parse(edit.text),
        })),
      );
      setEdits({});
      setServerErrors({});
      setResult({
        tone: 'success',
        text: `${saved.saved} ${saved.saved === 1 ? 'prijs' : 'prijzen'} opgeslagen.`,
      });
    } catch (error) {
      const issues =
        error instanceof ApiError
          ? ((error.data as { issues?: { path: string; message: string }[] })?.issues ?? [])
          : [];
      const byCell: Record<string, string> = {};
      for (const issue of issues) {
        const index = Number(/^prices\.(\d+)\./.exec(issue.path)?.[1]);
        const edit = changes[index];
        if (edit) byCell[key(edit.stationId, edit.fuel)] = issue.message;
      }
      setServerErrors(byCell);
      setResult({ tone: 'error', text: error instanceof Error ? error.message : 'Opslaan mislukt.' });
    }
  };

  return (
    <section>
      <PageHeader
        title="Prijzen"
        intro="Pas prijzen per liter aan en sla ze in één keer op. Bezoekers zien ze meteen, met hoe oud ze zijn."
      />
      <ListFilters
        searchLabel="Zoek een station"
        q={q}
        onQ={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      <div className="sticky top-[61px] z-10 -mx-1 mb-3 flex flex-wrap items-center gap-3 bg-bg/95 px-1 py-2">
        <Button
          onClick={() => void onSave()}
          disabled={changes.length === 0 || invalid.length > 0 || save.isPending}
        >
          {save.isPending ? 'Opslaan…' : `Prijzen opslaan (${changes.length})`}
        </Button>
        {changes.length > 0 ? (
          <Button variant="ghost" onClick={() => setEdits({})}>
            Wijzigingen wissen
          </Button>
        ) : null}
        {result ? (
          <Alert tone={result.tone} className="flex-1">
            {result.text}
          </Alert>
        ) : null}
      </div>
      {list.isPending ? (
        <SkeletonList rows={6} label="Prijzen laden…" />
      ) : list.isError ? (
        <ErrorState message="Kon stations niet laden" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={search ? 'Geen stations gevonden.' : 'Je hebt nog geen actieve stations.'}
          action={
            <ButtonLink to="/partner/stations/new" size="sm">
              Nieuw station
            </ButtonLink>
          }
        />
      ) : (
        <>
          <DataTable
            caption="Prijzen per station en brandstof, in euro per liter"
            columns={[
              { key: 'station', label: 'Station' },
              ...GRID_FUELS.map((fuel) => ({ key: fuel, label: fuelLabels[fuel] })),
            ]}
            dense
          >
            {list.data.items.map((station) => (
              <tr key={station.id} className="border-t border-border align-top">
                <th scope="row" className="px-3 py-3 font-semibold">
                  {station.title}
                </th>
                {GRID_FUELS.map((fuel) => {
                  if (!station.fuels.includes(fuel))
                    return (
                      <td key={fuel} className="px-3 py-3 text-muted">
                        —
                      </td>
                    );
                  const price = station.prices.find((p) => p.fuel_type === fuel);
                  const edit = edits[key(station.id, fuel)];
                  const text = edit?.text ?? (price ? formatDecimal(price.price_eur_l, 3) : '');
                  const changed = edit !== undefined && parse(edit.text) !== edit.current;
                  const error =
                    serverErrors[key(station.id, fuel)] ??
                    (changed && !isPlausiblePrice(parse(text)) ? PRICE_RANGE_MESSAGE : undefined);
                  const errorId = `${key(station.id, fuel)}-error`;
                  return (
                    <td key={fuel} className="px-3 py-3">
                      <input
                        type="text"
                        inputMode="decimal"
                        aria-label={`${fuelLabels[fuel]} ${station.title}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={text}
                        onChange={(event) => onChange(station, fuel, event.target.value)}
                        className={`w-24 rounded-brand border px-2 py-1.5 text-right aria-invalid:border-danger ${
                          changed ? 'border-secondary bg-secondary/10' : 'border-border bg-surface'
                        }`}
                      />
                      <p className="mt-1 text-xs text-muted">
                        {price ? `bijgewerkt ${formatAge(price.updated_at)}` : 'nog geen prijs'}
                        {price?.source === 'demo' ? ' (demo)' : ''}
                      </p>
                      {error ? (
                        <p id={errorId} className="mt-1 max-w-40 text-xs text-danger">
                          {error}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </DataTable>
          <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />
          <OsmAttribution className="mt-4" />
        </>
      )}
    </section>
  );
}
