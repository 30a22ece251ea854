import { defaultTripPurpose, type TripPurpose } from '@fuellinq/domain/co2/trip-purpose';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../auth/api/auth-api.ts';

/** Privé for a consumer, zakelijk for a business account (what the server would pick too). */
export function useDefaultPurpose(): TripPurpose {
  const me = useQuery(meQueryOptions());
  return defaultTripPurpose(me.data?.user.account_type ?? 'consumer');
}

/** True for a business account: it gets the WPM export. */
export function useIsBusiness(): boolean {
  const me = useQuery(meQueryOptions());
  return me.data?.user.account_type === 'business';
}
