import { fuelLabels, type FuelType } from '@fuellinq/domain/fuel/fuel-types';
import { formatPostcode } from '@fuellinq/domain/stations/station-rules';
import type { PartnerStation } from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { OsmAttribution } from '../../../components/ui/osm-attribution.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  partnerStationsQueryOptions,
  useDeactivateStation,
  useUpdateStation,
} from '../api/partner-queries.ts';
import { ListFilters } from '../components/list-filters.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';

const PER_PAGE = 20;

/** /partner/stations: the partner's stations, searchable and paged; edit, deactivate, activate. */
export function PartnerStationsPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'all' | 'active' | 'inactive'>('all');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(q.trim(), 300);
  const list = useQuery(
    partnerStationsQueryOptions({ q: search || undefined, status, page, per_page: PER_PAGE }),
  );
  const deactivate = useDeactivateStation();
  const update = useUpdateStation();
  const [confirm, setConfirm] = useState<PartnerStation | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <section>
      <PageHeader
        title="Stations"
        intro="Je stations zoals bezoekers ze vinden. Een gedeactiveerd station verdwijnt uit de stationszoeker."
        actions={<ButtonLink to="/partner/stations/new">Nieuw station</ButtonLink>}
      />
      <ListFilters
        searchLabel="Zoek op naam, plaats of postcode"
        q={q}
        onQ={(value) => {
          setQ(value);
          setPage(1);
        }}
        status={status}
        onStatus={(value) => {
          setStatus(value as typeof status);
          setPage(1);
        }}
        statuses={[
          ['all', 'Alle'],
          ['active', 'Actief'],
          ['inactive', 'Gedeactiveerd'],
        ]}
      />
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      {list.isPending ? (
        <SkeletonList rows={5} label="Stations laden…" />
      ) : list.isError ? (
        <ErrorState message="Kon stations niet laden" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={search || status !== 'all' ? 'Geen stations gevonden.' : 'Je hebt nog geen stations.'}
          action={
            <ButtonLink to="/partner/stations/new" size="sm">
              Nieuw station
            </ButtonLink>
          }
        />
      ) : (
        <>
          <DataTable
            caption="Mijn stations"
            columns={[
              { key: 'station', label: 'Station' },
              { key: 'address', label: 'Adres' },
              { key: 'fuels', label: 'Brandstoffen' },
              { key: 'status', label: 'Status' },
              { key: 'actions', label: 'Acties', hidden: true },
            ]}
          >
            {list.data.items.map((station) => (
              <tr key={station.id} className="border-t border-border">
                <th scope="row" className="px-4 py-3 font-semibold">
                  <Link to={`/partner/stations/${station.id}`}>{station.title}</Link>
                </th>
                <td className="px-4 py-3">
                  {[
                    `${station.street ?? ''} ${station.house_number ?? ''}`.trim(),
                    station.postcode && formatPostcode(station.postcode),
                    station.city,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td className="px-4 py-3">
                  {station.fuels.map((f) => fuelLabels[f as FuelType]).join(', ')}
                </td>
                <td className="px-4 py-3">
                  {station.active ? (
                    <Badge tone="success">Actief</Badge>
                  ) : (
                    <Badge tone="danger">Gedeactiveerd</Badge>
                  )}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <ButtonLink to={`/partner/stations/${station.id}`} variant="ghost" size="sm">
                    Bewerken<span className="sr-only"> {station.title}</span>
                  </ButtonLink>
                  {station.active ? (
                    <Button variant="ghost" size="sm" onClick={() => setConfirm(station)}>
                      Deactiveren<span className="sr-only"> {station.title}</span>
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={async () => {
                        await update.mutateAsync({ id: station.id, body: { active: true } });
                        setMessage(`${station.title} is weer actief.`);
                      }}
                    >
                      Activeren<span className="sr-only"> {station.title}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />
          <OsmAttribution className="mt-4" />
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title="Station deactiveren?"
        tone="danger"
        confirmLabel="Deactiveren"
        busy={deactivate.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          await deactivate.mutateAsync(confirm.id);
          setMessage(`${confirm.title} is gedeactiveerd.`);
          setConfirm(null);
        }}
      >
        {confirm?.title} verdwijnt uit de publieke stationszoeker. Je kunt het later weer activeren.
      </ConfirmDialog>
    </section>
  );
}
