import { route } from '@fuellinq/domain/api/route';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const notificationRoutes = {
  unreadCount: route('GET /api/notifications/unread-count'),
  list: route('GET /api/notifications'),
  read: route('POST /api/notifications/:id/read'),
  readAll: route('POST /api/notifications/read-all'),
};

// The signed-in person's notifications (issue 24 §6), for the bell in the header.

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
};

/** How often the bell asks for new notifications while the page is open. */
export const NOTIFICATION_POLL_MS = 60_000;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => apiRequest(notificationRoutes.unreadCount, { signal }),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => apiRequest(notificationRoutes.list, { query: { limit: 20 }, signal }),
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(notificationRoutes.read, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(notificationRoutes.readAll, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
