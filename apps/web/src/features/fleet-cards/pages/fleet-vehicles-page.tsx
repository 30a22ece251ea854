import type { FleetVehicle } from '@fuellinq/domain/orgs/fleet-card.contract';
import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { FleetOrgGate } from '../../fleet/api/fleet-org-gate.tsx';
import { fleetVehiclesQueryOptions, useFleetVehicleMutations } from '../api/fleet-card-queries.ts';

function VehiclesList({ org }: { org: OrgSummary }) {
  const vehicles = useQuery(fleetVehiclesQueryOptions(org.id));
  const { add, remove } = useFleetVehicleMutations(org.id);
  const [plate, setPlate] = useState('');
  const [tank, setTank] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [removing, setRemoving] = useState<FleetVehicle | null>(null);
  const canManage = orgRoleCan(org.role, 'manage');

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      const liters = tank.trim() ? Number(tank) : null;
      await add.mutateAsync({ license_plate: plate, ...(liters !== null ? { tank_liters: liters } : {}) });
      setNotice({ tone: 'success', text: 'Voertuig toegevoegd met de gegevens van de RDW.' });
      setPlate('');
      setTank('');
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, { headline: 'Toevoegen mislukt' }) });
    }
  }

  return (
    <div className="space-y-4">
      {canManage ? (
        <form className="card grid gap-3 p-4 md:grid-cols-3 md:items-end" onSubmit={(e) => void onAdd(e)}>
          <TextField
            label="Kenteken"
            value={plate}
            autoCapitalize="characters"
            onChange={(e) => setPlate(e.target.value)}
            required
          />
          <TextField
            label="Tankinhoud (liter)"
            inputMode="numeric"
            value={tank}
            onChange={(e) => setTank(e.target.value)}
          />
          <Button type="submit" disabled={add.isPending}>
            Voertuig toevoegen
          </Button>
        </form>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {vehicles.isPending ? (
        <Spinner label="Voertuigen laden…" />
      ) : vehicles.isError ? (
        <ErrorState
          message={errorText(vehicles.error, { headline: 'Voertuigen laden mislukt' })}
          onRetry={() => void vehicles.refetch()}
        />
      ) : vehicles.data.length === 0 ? (
        <EmptyState title="Nog geen voertuigen.">Voeg een voertuig toe op kenteken.</EmptyState>
      ) : (
        <ul
          className="divide-y divide-border rounded-brand border border-border bg-surface"
          aria-label="Voertuigen"
        >
          {vehicles.data.map((vehicle) => (
            <li key={vehicle.id} className="flex flex-col gap-2 px-4 py-3 md:flex-row md:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {vehicle.license_plate_display}
                  {vehicle.nickname ? ` · ${vehicle.nickname}` : ''}
                </p>
                <p className="text-sm text-muted">
                  {[vehicle.make, vehicle.model, vehicle.fuel_primary].filter(Boolean).join(' · ')}
                  {' · '}
                  {vehicle.tank_liters ? `tank ${vehicle.tank_liters} liter` : 'tankinhoud onbekend'}
                </p>
              </div>
              {canManage ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => setRemoving(vehicle)}
                >
                  Verwijderen<span className="sr-only"> ({vehicle.license_plate_display})</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Voertuig verwijderen?"
        confirmLabel="Verwijderen"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const vehicle = removing;
          if (!vehicle) return;
          setNotice(null);
          remove.mutate(vehicle.id, {
            onSuccess: () =>
              setNotice({
                tone: 'success',
                text: `${vehicle.license_plate_display} is verwijderd; de pas van dit voertuig is geblokkeerd.`,
              }),
            onError: (error) =>
              setNotice({ tone: 'error', text: errorText(error, { headline: 'Verwijderen mislukt' }) }),
            onSettled: () => setRemoving(null),
          });
        }}
      >
        {removing
          ? `De pas van dit voertuig wordt geblokkeerd: ${removing.license_plate_display} kan er daarna niet meer mee tanken. De tankbeurten blijven in de geschiedenis van ${org.name}.`
          : null}
      </ConfirmDialog>
    </div>
  );
}

/** /app/fleet/vehicles: the organisation's vehicles, added by plate (RDW), with their tank size. */
export function FleetVehiclesPage() {
  return (
    <section>
      <PageHeader
        title="Voertuigen"
        intro="De voertuigen van de organisatie, met brandstof van de RDW en de tankinhoud."
      />
      <FleetOrgGate need="read">{(org) => <VehiclesList org={org} />}</FleetOrgGate>
    </section>
  );
}
