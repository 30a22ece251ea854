import { adminMessages, type AdminStation } from '@fuellinq/domain/admin/admin.contract';
import { formatPostcode } from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { controlClass } from '../../../components/ui/field.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { adminStationsQueryOptions, adminUsersQueryOptions, useAssignPartner } from '../api/admin-queries.ts';

const PER_PAGE = 20;
type Status = 'all' | 'with' | 'without';

/** /admin/stations: find stations and hand each to a partner (PUT /api/admin/stations/{id}/partner) or none. */
export function AdminStationsPage() {
  const list = useListState<AdminStation, Status>({ status: 'all' });
  const stations = useQuery(
    adminStationsQueryOptions({ q: list.search, partner: list.status, page: list.page, per_page: PER_PAGE }),
  );
  // The partners to choose from: the picker lists the first hundred by e-mail address.
  const partners = useQuery(
    adminUsersQueryOptions({ role: 'partner', status: 'active', page: 1, per_page: 100 }),
  );
  const assign = useAssignPartner();

  return (
    <section>
      <PageHeader
        title="Stations"
        intro="Geef een station aan een partner: die beheert dan de prijzen en aanbiedingen. Zonder partner toont het station demoprijzen."
      />
      {partners.isError ? (
        <p role="alert" className="mb-4 text-sm text-danger">
          {adminMessages.loadUsersFailed}: de partnerkeuze is leeg.
        </p>
      ) : null}
      <ListView
        state={list}
        query={stations}
        searchLabel="Zoek op naam, plaats of postcode"
        statuses={[
          ['all', 'Alle'],
          ['with', 'Met partner'],
          ['without', 'Zonder partner'],
        ]}
        loadingLabel="Stations laden…"
        errorMessage={adminMessages.loadStationsFailed}
        isEmpty={(data) => data.items.length === 0}
        empty={(filtered) => (
          <EmptyState title={filtered ? 'Geen stations gevonden.' : 'Nog geen stations.'}>
            {filtered ? 'Probeer een andere zoekopdracht.' : null}
          </EmptyState>
        )}
        paging={{ perPage: PER_PAGE, total: (data) => data.total }}
      >
        {(data) => (
          <ResponsiveTable
            caption="Stations en hun partner"
            dense
            items={data.items}
            rowKey={(station) => station.id}
            columns={[
              {
                key: 'station',
                label: 'Station',
                rowHeader: true,
                className: 'font-semibold',
                phone: 'title',
                cell: (station) => (
                  <>
                    <Link to={`/station/${station.id}`}>{station.title}</Link>
                    {station.brand ? (
                      <span className="block text-xs font-normal text-muted">{station.brand}</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'place',
                label: 'Plaats',
                cell: (station) => (
                  <>
                    {[station.postcode && formatPostcode(station.postcode), station.city]
                      .filter(Boolean)
                      .join(' ')}
                  </>
                ),
              },
              {
                key: 'status',
                label: 'Status',
                cell: (station) => (
                  <>
                    {station.active ? (
                      <Badge tone="success">Actief</Badge>
                    ) : (
                      <Badge tone="danger">Gedeactiveerd</Badge>
                    )}
                  </>
                ),
              },
              {
                key: 'partner',
                label: 'Partner',
                cell: (station) => (
                  <>
                    <select
                      aria-label={`Partner van ${station.title}`}
                      className={controlClass}
                      value={station.partner_id ?? ''}
                      disabled={assign.isPending || partners.isPending}
                      onChange={(event) => {
                        const partnerId = event.target.value || null;
                        const partner = partners.data?.items.find((p) => p.id === partnerId);
                        list.run(() => assign.mutateAsync({ stationId: station.id, partnerId }), {
                          success: partner
                            ? `${partner.company_name ?? partner.email} beheert nu ${station.title}.`
                            : `${station.title} heeft geen partner meer.`,
                          failureHeadline: 'Toewijzen mislukt',
                        });
                      }}
                    >
                      <option value="">Geen partner</option>
                      {/* A station's current partner stays choosable even past the first hundred. */}
                      {station.partner_id &&
                      !partners.data?.items.some((p) => p.id === station.partner_id) ? (
                        <option value={station.partner_id}>
                          {station.partner_email ?? 'Huidige partner'}
                        </option>
                      ) : null}
                      {partners.data?.items.map((partner) => (
                        <option key={partner.id} value={partner.id}>
                          {partner.company_name
                            ? `${partner.company_name} (${partner.email})`
                            : partner.email}
                        </option>
                      ))}
                    </select>
                  </>
                ),
              },
            ]}
          />
        )}
      </ListView>
    </section>
  );
}
