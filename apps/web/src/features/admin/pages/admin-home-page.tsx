import { adminMessages } from '@fuellinq/domain/admin/admin.contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { adminOverviewQueryOptions } from '../api/admin-queries.ts';

const sections = [
  { to: '/admin/pages', title: "Pagina's", text: 'Inhoudspagina’s maken, bewerken en publiceren.' },
  { to: '/admin/users', title: 'Gebruikers', text: 'Zoeken, rollen en accounttypes, blokkeren.' },
  { to: '/admin/stations', title: 'Stations', text: 'Stations aan partners toewijzen.' },
  { to: '/app/admin/branding', title: 'Thema/Branding', text: 'Kleuren, lettertype en logo van de app.' },
];

function Tile({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="card p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value.toLocaleString('nl-NL')}</dd>
      {detail ? <dd className="mt-1 text-sm text-muted">{detail}</dd> : null}
    </div>
  );
}

/** /admin: the admin's role home (spec §2): what there is, and where to manage it. */
export function AdminHomePage() {
  const overview = useQuery(adminOverviewQueryOptions());
  return (
    <section>
      <PageHeader
        title="Beheer"
        intro="Overzicht van accounts en stations, en alles wat je als beheerder regelt."
      />
      <h2 className="mb-3 text-lg font-semibold">Overzicht</h2>
      {overview.isPending ? (
        <SkeletonList rows={2} label="Overzicht laden…" />
      ) : overview.isError ? (
        <ErrorState message={adminMessages.loadOverviewFailed} onRetry={() => void overview.refetch()} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Tile
            label="Gebruikers"
            value={overview.data.users.total}
            detail={`${overview.data.users.by_account_type.consumer} particulier, ${overview.data.users.by_account_type.business} zakelijk`}
          />
          <Tile label="Partners" value={overview.data.users.by_role.partner} />
          <Tile
            label="Beheerders"
            value={overview.data.users.by_role.admin}
            detail={`${overview.data.users.blocked} geblokkeerde accounts`}
          />
          <Tile
            label="Stations"
            value={overview.data.stations.total}
            detail={`${overview.data.stations.with_partner} met partner, ${overview.data.stations.without_partner} zonder`}
          />
        </dl>
      )}
      <h2 className="mt-8 mb-3 text-lg font-semibold">Beheren</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="card block p-4 no-underline hover:border-primary">
              <span className="block font-semibold text-primary">{section.title}</span>
              <span className="block text-sm text-muted">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
