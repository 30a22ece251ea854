import { formatPostcode, stationMessages } from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { OsmAttribution } from '../../../components/ui/osm-attribution.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  partnerSettingsQueryOptions,
  partnerStationQueryOptions,
  useCreateStation,
  useUpdateStation,
} from '../api/partner-queries.ts';
import { StationForm } from '../components/station-form.tsx';

/** /partner/stations/new: a new station, placed with a pin on the map. */
export function PartnerNewStationPage() {
  const navigate = useNavigate();
  const settings = useQuery(partnerSettingsQueryOptions());
  const create = useCreateStation();
  return (
    <section>
      <PageHeader
        title="Nieuw station"
        intro="Voeg een station toe; het staat meteen in de publieke stationszoeker."
      />
      {settings.isPending ? (
        <SkeletonList rows={4} label="Formulier laden…" />
      ) : (
        <StationForm
          partnerBrand={settings.data?.brand_slug ?? null}
          submitLabel="Station toevoegen"
          onSubmit={async (body) => {
            const station = await create.mutateAsync(body);
            await navigate(`/partner/stations/${station.id}`, { state: { saved: 'Station toegevoegd.' } });
          }}
        />
      )}
    </section>
  );
}

/** /partner/stations/{id}: change one of the partner's stations. */
export function PartnerEditStationPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const station = useQuery(partnerStationQueryOptions(id));
  const update = useUpdateStation();
  const saved =
    (location.state as { saved?: string } | null)?.saved ??
    (update.isSuccess ? 'Wijzigingen opgeslagen.' : null);

  if (station.isPending) return <SkeletonList rows={4} label="Station laden…" />;
  if (station.isError) {
    const missing = station.error instanceof ApiError && [400, 404].includes(station.error.status);
    return (
      <section>
        <PageHeader title="Station bewerken" />
        {missing ? (
          <p className="card p-6">
            Dit tankstation bestaat niet of hoort niet bij jouw account.{' '}
            <Link to="/partner/stations" className="text-primary underline">
              Naar je stations
            </Link>
          </p>
        ) : (
          <ErrorState message={stationMessages.loadFailed} onRetry={() => void station.refetch()} />
        )}
      </section>
    );
  }
  const s = station.data;
  return (
    <section>
      <PageHeader
        title={s.title}
        intro={[
          s.street && `${s.street} ${s.house_number ?? ''}`.trim(),
          s.postcode && formatPostcode(s.postcode),
          s.city,
        ]
          .filter(Boolean)
          .join(', ')}
        actions={
          <Link to={`/station/${s.id}`} className="text-sm font-medium text-primary underline">
            Publieke pagina bekijken
          </Link>
        }
      />
      {saved ? (
        <Alert tone="success" className="mb-4">
          {saved}
        </Alert>
      ) : null}
      {!s.active ? (
        <Alert className="mb-4">
          Dit station is gedeactiveerd en staat niet in de publieke stationszoeker.
        </Alert>
      ) : null}
      <StationForm
        key={s.updated_at}
        station={s}
        partnerBrand={s.brand_slug}
        submitLabel="Wijzigingen opslaan"
        onSubmit={(body) => update.mutateAsync({ id: s.id, body })}
      />
      <OsmAttribution className="mt-4" />
    </section>
  );
}
