import { notificationEndpoints } from '@fuellinq/domain/notifications/notification.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

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
    queryFn: ({ signal }) => apiRequest(notificationEndpoints.unreadCount, { signal }),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => apiRequest(notificationEndpoints.list, { query: { limit: 20 }, signal }),
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(notificationEndpoints.read, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(notificationEndpoints.readAll, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
