import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import {
  PRICE_ALERT_CHANNEL_LABELS,
  type PriceAlertDto,
} from '@fuellinq/domain/notifications/price-alert.contract';
import { formatPricePerLitre } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { PushToggle } from '../../push/push-toggle.tsx';
import {
  priceAlertsQueryOptions,
  useDeletePriceAlert,
  useUpdatePriceAlert,
} from '../api/price-alert-queries.ts';
import { PriceAlertForm } from '../components/price-alert-form.tsx';

/** Where an alert looks: "Shell Utrecht (Utrecht)" or "Binnen 10 km van 52,0907, 5,1214". */
export function alertPlace(alert: PriceAlertDto) {
  if (alert.station)
    return alert.station.city ? `${alert.station.title} (${alert.station.city})` : alert.station.title;
  const point = (value: number | null) => (value ?? 0).toFixed(4).replace('.', ',');
  return `Binnen ${String(alert.radius_km).replace('.', ',')} km van ${point(alert.lat)}, ${point(alert.lng)}`;
}

function AlertItem({ alert }: { alert: PriceAlertDto }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePriceAlert();
  const remove = useDeletePriceAlert();
  const failure = update.error ?? remove.error;
  const title = `${fuelLabels[alert.fuel_type]} tot ${formatPricePerLitre(Math.round(alert.max_price_eur_l * 1000))}`;
  return (
    <li className="card space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">
            {title} {alert.paused ? <Badge>Gepauzeerd</Badge> : null}
          </h2>
          <p className="text-sm">
            {alert.station ? (
              <Link to={`/station/${alert.station.id}`}>{alertPlace(alert)}</Link>
            ) : (
              alertPlace(alert)
            )}
          </p>
          <p className="text-xs text-muted">
            Via{' '}
            {alert.channels.map((channel) => PRICE_ALERT_CHANNEL_LABELS[channel].toLowerCase()).join(', ')}
          </p>
        </div>
        {editing ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`${title} wijzigen`}
            >
              Wijzigen
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={update.isPending}
              aria-label={`${title} ${alert.paused ? 'hervatten' : 'pauzeren'}`}
              onClick={() => update.mutate({ id: alert.id, body: { paused: !alert.paused } })}
            >
              {alert.paused ? 'Hervatten' : 'Pauzeren'}
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={`${title} verwijderen`}
            >
              Verwijderen
            </Button>
          </div>
        )}
      </div>
      {failure ? <Alert tone="error">{errorText(failure)}</Alert> : null}
      {editing ? (
        <PriceAlertForm alert={alert} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Prijsalarm verwijderen?"
        confirmLabel="Verwijderen"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(alert.id, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {title}, {alertPlace(alert)}.
      </ConfirmDialog>
    </li>
  );
}

/** The driver's price alerts (issue 28 §4): a list to change, pause and delete, and a new one for an area. */
export function PriceAlertsPage() {
  const alerts = useQuery(priceAlertsQueryOptions());
  const [adding, setAdding] = useState(false);
  return (
    <div>
      <PageHeader
        title="Prijsalarmen"
        intro="Hoor het zodra een brandstof bij jouw station of in jouw buurt onder jouw maximum komt."
        actions={adding ? null : <Button onClick={() => setAdding(true)}>Nieuw alarm voor een gebied</Button>}
      />
      {adding ? (
        <section aria-label="Nieuw prijsalarm voor een gebied" className="card mb-6 p-5">
          <h2 className="mb-3 text-lg font-bold">Nieuw alarm voor een gebied</h2>
          <PriceAlertForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </section>
      ) : null}
      <div className="mb-6">
        <PushToggle />
      </div>
      {alerts.isPending ? (
        <SkeletonList label="Prijsalarmen laden…" />
      ) : alerts.isError ? (
        <ErrorState
          message="Je prijsalarmen laden mislukt. Probeer het opnieuw."
          onRetry={() => void alerts.refetch()}
        />
      ) : alerts.data.length === 0 ? (
        <EmptyState
          title="Je hebt nog geen prijsalarmen"
          action={
            <ButtonLink variant="secondary" size="sm" to="/app/stations">
              Zoek een station
            </ButtonLink>
          }
        >
          Zet er een op de pagina van een station, of hierboven voor een gebied.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {alerts.data.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </div>
  );
}
