import type { GeolocationAttempt, LatLng } from '@fuellinq/domain/stations/station-rules';
import { stationMessages } from '@fuellinq/domain/stations/station-rules';
import { useCallback, useEffect, useRef, useState } from 'react';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'granted'; position: LatLng }
  | { status: 'denied'; message: string }
  | { status: 'unavailable'; message: string };

const PERMISSION_DENIED = 1;

function currentPosition(options: GeolocationAttempt): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, options));
}

/**
 * Asks the browser where the visitor is, trying each set of options in turn (spec §9: 7 s, 6 s and 5 s on
 * the landing page; 8 s with a cached position and low accuracy in the finder). A refusal stops at once.
 */
export function useGeolocation(attempts: readonly GeolocationAttempt[]) {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(async () => {
    const update = (next: GeolocationState) => {
      if (mounted.current) setState(next);
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      update({ status: 'unavailable', message: stationMessages.locationUnavailable });
      return;
    }
    update({ status: 'locating' });
    for (const [index, options] of attempts.entries()) {
      try {
        const { coords } = await currentPosition(options);
        update({ status: 'granted', position: { lat: coords.latitude, lng: coords.longitude } });
        return;
      } catch (error) {
        if ((error as GeolocationPositionError).code === PERMISSION_DENIED) {
          update({ status: 'denied', message: stationMessages.locationDenied });
          return;
        }
        if (index === attempts.length - 1) {
          update({ status: 'unavailable', message: stationMessages.locationUnavailable });
        }
      }
    }
  }, [attempts]);

  return { state, locate };
}
