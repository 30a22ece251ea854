import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StationFinder } from '../components/station-finder.tsx';

/** /app/stations, the phone's Stations tab: the finder inside the app, stations nearby first. */
export function StationsPage() {
  return (
    <section>
      <PageHeader title="Stations" intro="Tankstations in de buurt, hun prijzen en acties." />
      <StationFinder variant="finder" />
    </section>
  );
}
