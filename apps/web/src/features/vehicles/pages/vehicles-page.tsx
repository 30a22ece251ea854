import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PlateLookupForm } from '../components/plate-lookup-form.tsx';
import { VehicleList } from '../components/vehicle-list.tsx';

/** /app/vehicles: add a vehicle by its plate (RDW), and each vehicle's odometer readings and refuels. */
export function VehiclesPage() {
  return (
    <section>
      <PageHeader
        title="Voertuigen"
        intro="Voeg een voertuig toe met het kenteken: merk, model, brandstof en uitstoot komen uit het kentekenregister van de RDW."
      />
      <div className="space-y-8">
        <section aria-labelledby="vehicle-add" className="card p-5">
          <h2 id="vehicle-add" className="mb-3 text-lg font-semibold">
            Voertuig toevoegen
          </h2>
          <PlateLookupForm />
        </section>
        <section aria-labelledby="vehicle-list">
          <h2 id="vehicle-list" className="mb-3 text-lg font-semibold">
            Mijn voertuigen
          </h2>
          <VehicleList />
        </section>
      </div>
    </section>
  );
}
