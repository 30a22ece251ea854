import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorText } from '../../lib/api-errors.ts';
import { pushKeys, type PushState, readPushState, turnPushOff, turnPushOn } from './api/push-device.ts';

const texts: Record<PushState, string> = {
  on: 'Aan: je krijgt een melding op dit apparaat als een prijsalarm afgaat, ook als FuelLinq niet open is.',
  off: 'Uit: zet meldingen aan om een prijsalarm op dit apparaat te krijgen, ook als FuelLinq niet open is.',
  denied:
    'Meldingen van FuelLinq zijn geblokkeerd in deze browser. Sta ze toe via het slotje naast het webadres ' +
    '(Site-instellingen → Meldingen → Toestaan) en laad de pagina opnieuw.',
  unsupported:
    'Deze browser kan hier geen meldingen tonen. Op een iPhone of iPad: zet FuelLinq eerst op je beginscherm ' +
    '(Deel → Zet op beginscherm) en open het vanaf daar.',
};

/**
 * "Meldingen op dit apparaat": Web Push for price alerts on or off for this browser or installed app
 * (issue 28 §4). The permission belongs to the browser, so a blocked permission can only be lifted there:
 * the control says how.
 */
export function PushToggle() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const state = useQuery({
    queryKey: pushKeys.device(),
    queryFn: readPushState,
    staleTime: Infinity,
    retry: false,
  });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnPushOn() : turnPushOff()),
    onSuccess: (next) => queryClient.setQueryData(pushKeys.device(), next),
  });
  const current = state.data;

  return (
    <section aria-labelledby={headingId} className="rounded-brand border border-border bg-surface p-4">
      <h2 id={headingId} className="text-base font-semibold">
        Meldingen op dit apparaat
      </h2>
      {current === undefined ? (
        <p className="mt-1 text-sm text-muted">Even kijken wat deze browser kan…</p>
      ) : (
        <>
          <p className="mt-1 text-sm">{texts[current]}</p>
          {(current === 'on' || current === 'off') && (
            <Button
              className="mt-3"
              variant={current === 'on' ? 'secondary' : 'primary'}
              size="sm"
              disabled={change.isPending}
              onClick={() => change.mutate(current === 'off')}
            >
              {change.isPending
                ? 'Even geduld…'
                : current === 'on'
                  ? 'Meldingen uitzetten'
                  : 'Meldingen aanzetten'}
            </Button>
          )}
        </>
      )}
      {change.isError && (
        <Alert tone="error" className="mt-3">
          {errorText(change.error, {
            headline: change.variables ? 'Meldingen aanzetten mislukt' : 'Meldingen uitzetten mislukt',
          })}
        </Alert>
      )}
    </section>
  );
}
