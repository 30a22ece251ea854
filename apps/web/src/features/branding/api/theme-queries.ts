import type { BrandThemeInput } from '@fuellinq/domain/admin/brand-theme.contract';
import { themeEndpoints } from '@fuellinq/domain/admin/theme.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setPublishedTheme } from '../../../lib/theme.ts';

export const themeKeys = {
  all: ['theme'] as const,
  published: () => [...themeKeys.all, 'published'] as const,
};

export const publishedThemeQueryOptions = () =>
  queryOptions({
    queryKey: themeKeys.published(),
    queryFn: ({ signal }) => apiRequest(themeEndpoints.published, { signal }),
  });

/** Publishing or withdrawing changes what this browser starts from too. */
function usePublication<Args>(
  request: (args: Args) => ReturnType<typeof apiRequest<typeof themeEndpoints.publish>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(themeKeys.published(), answer);
      setPublishedTheme(answer.theme);
    },
  });
}

export const usePublishTheme = () =>
  usePublication((body: BrandThemeInput) => apiRequest(themeEndpoints.publish, { body }));

export const useUnpublishTheme = () => usePublication(() => apiRequest(themeEndpoints.unpublish));
