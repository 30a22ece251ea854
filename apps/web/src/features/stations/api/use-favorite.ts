import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { favoritesQueryOptions, stationKeys, stationRoutes } from './station-queries.ts';

/** The favourite station ids of the signed-in user (none when signed out), and a toggle for the star. */
export function useFavorites() {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const favorites = useQuery({ ...favoritesQueryOptions(), enabled: isLoggedIn });
  const ids = new Set(favorites.data?.items.map((station) => station.id) ?? []);

  const toggle = useMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      apiRequest(favorite ? stationRoutes.addFavorite : stationRoutes.removeFavorite, {
        params: { id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationKeys.favorites() }),
  });

  return {
    enabled: isLoggedIn,
    isFavorite: (id: string) =>
      toggle.isPending && toggle.variables?.id === id ? toggle.variables.favorite : ids.has(id),
    toggle: (id: string, favorite: boolean) => toggle.mutate({ id, favorite }),
    failed: toggle.isError,
  };
}
