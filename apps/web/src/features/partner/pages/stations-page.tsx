import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import type { PartnerStation } from '@fuellinq/domain/stations/partner.contract';
import { formatPostcode, stationMessages } from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { OsmAttribution } from '../../../components/ui/osm-attribution.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import {
  partnerStationsQueryOptions,
  useDeactivateStation,
  useUpdateStation,
} from '../api/partner-queries.ts';
import { NoStations } from '../components/no-stations.tsx';

const PER_PAGE = 20;
type Status = 'all' | 'active' | 'inactive';

function address(station: PartnerStation): string {
  return [
    `${station.street ?? ''} ${station.house_number ?? ''}`.trim(),
    station.postcode && formatPostcode(station.postcode),
    station.city,
  ]
    .filter(Boolean)
    .join(', ');
}

/** /partner/stations: the partner's stations, searchable and paged; edit, deactivate, activate. */
export function PartnerStationsPage() {
  const list = useListState<PartnerStation, Status>({ status: 'all' });
  const stations = useQuery(
    partnerStationsQueryOptions({
      q: list.search,
      status: list.status,
      page: list.page,
      per_page: PER_PAGE,
    }),
  );
  const deactivate = useDeactivateStation();
  const update = useUpdateStation();

  return (
    <section>
      <PageHeader
        title="Stations"
        intro="Je stations zoals bezoekers ze vinden. Een gedeactiveerd station verdwijnt uit de stationszoeker."
        actions={<ButtonLink to="/partner/stations/new">Nieuw station</ButtonLink>}
      />
      <ListView
        state={list}
        query={stations}
        searchLabel="Zoek op naam, plaats of postcode"
        statuses={[
          ['all', 'Alle'],
          ['active', 'Actief'],
          ['inactive', 'Gedeactiveerd'],
        ]}
        loadingLabel="Stations laden…"
        loadingRows={5}
        errorMessage={stationMessages.loadFailed}
        isEmpty={(data) => data.items.length === 0}
        empty={(filtered) => <NoStations filtered={filtered} none="Je hebt nog geen stations." />}
        paging={{ perPage: PER_PAGE, total: (data) => data.total }}
        confirm={{
          title: 'Station deactiveren?',
          confirmLabel: 'Deactiveren',
          busy: deactivate.isPending,
          failureHeadline: 'Deactiveren mislukt',
          describe: (station) =>
            `${station.title} verdwijnt uit de publieke stationszoeker. Je kunt het later weer activeren.`,
          onConfirm: async (station) => {
            await deactivate.mutateAsync(station.id);
            list.setMessage(`${station.title} is gedeactiveerd.`);
          },
        }}
      >
        {(data) => (
          <>
            <ResponsiveTable
              caption="Mijn stations"
              items={data.items}
              rowKey={(station) => station.id}
              columns={[
                {
                  key: 'station',
                  label: 'Station',
                  rowHeader: true,
                  className: 'font-semibold',
                  phone: 'title',
                  cell: (station) => <Link to={`/partner/stations/${station.id}`}>{station.title}</Link>,
                },
                { key: 'address', label: 'Adres', cell: address },
                {
                  key: 'fuels',
                  label: 'Brandstoffen',
                  cell: (station) => station.fuels.map((fuel) => fuelLabels[fuel]).join(', '),
                },
                {
                  key: 'status',
                  label: 'Status',
                  cell: (station) =>
                    station.active ? (
                      <Badge tone="success">Actief</Badge>
                    ) : (
                      <Badge tone="danger">Gedeactiveerd</Badge>
                    ),
                },
                {
                  key: 'actions',
                  label: 'Acties',
                  hidden: true,
                  className: 'text-right whitespace-nowrap',
                  phone: 'actions',
                  cell: (station) => (
                    <>
                      <ButtonLink to={`/partner/stations/${station.id}`} variant="ghost" size="sm">
                        Bewerken<span className="sr-only"> {station.title}</span>
                      </ButtonLink>
                      {station.active ? (
                        <Button variant="ghost" size="sm" onClick={() => list.confirm(station)}>
                          Deactiveren<span className="sr-only"> {station.title}</span>
                        </Button>
                      ) : (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() =>
                            list.run(() => update.mutateAsync({ id: station.id, body: { active: true } }), {
                              success: `${station.title} is weer actief.`,
                              failureHeadline: 'Activeren mislukt',
                            })
                          }
                        >
                          Activeren<span className="sr-only"> {station.title}</span>
                        </Button>
                      )}
                    </>
                  ),
                },
              ]}
            />
            <OsmAttribution className="mt-4" />
          </>
        )}
      </ListView>
    </section>
  );
}
