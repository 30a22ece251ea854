import {
  MANAGER_NOTIFICATION_KINDS,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  type NotificationDelivery,
} from '@fuellinq/domain/notifications/notification-kinds';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import {
  notificationPreferencesQueryOptions,
  useSaveNotificationPreferences,
} from '../api/fleet-money-queries.ts';

/** Per kind: direct, a daily summary, or off (an owner's or manager's own choice, saved on change). */
export function NotificationPreferencesSection({ orgId }: { orgId: string }) {
  const preferences = useQuery(notificationPreferencesQueryOptions(orgId));
  const save = useSaveNotificationPreferences(orgId);
  return (
    <section id="meldingen" aria-labelledby="fleet-notification-preferences" className="card space-y-3 p-5">
      <h2 id="fleet-notification-preferences" className="text-lg font-semibold">
        Meldingen
      </h2>
      <p className="text-sm text-muted">
        Kies per soort hoe je het hoort: direct in de app en per e-mail, in één dagelijks overzicht per e-mail
        (in de app zie je het meteen), of niet.
      </p>
      {preferences.isPending ? (
        <Spinner label="Voorkeuren laden…" />
      ) : preferences.isError ? (
        <ErrorState
          message={errorText(preferences.error, { headline: 'Voorkeuren laden mislukt' })}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {MANAGER_NOTIFICATION_KINDS.map((kind) => (
            <SelectField
              key={kind}
              label={NOTIFICATION_KIND_LABELS[kind]}
              value={preferences.data[kind]}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ [kind]: event.target.value as NotificationDelivery })}
            >
              {NOTIFICATION_DELIVERIES.map((delivery) => (
                <option key={delivery} value={delivery}>
                  {NOTIFICATION_DELIVERY_LABELS[delivery]}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      )}
      {save.isError ? (
        <Alert tone="error">{errorText(save.error, { headline: 'Opslaan mislukt' })}</Alert>
      ) : save.isSuccess ? (
        <p role="status" className="text-sm text-success">
          Opgeslagen.
        </p>
      ) : null}
    </section>
  );
}
