import { privacyEndpoints } from '@fuellinq/domain/privacy/privacy.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';
import type { FileRequest } from '../../../lib/use-download.ts';

export const privacyKeys = {
  all: ['privacy'] as const,
  erasure: () => [...privacyKeys.all, 'erasure'] as const,
};

/** Everything stored about the signed-in person, as the JSON file the server names; for useDownload. */
export const myDataFile = (): FileRequest => ({
  endpoint: privacyEndpoints.export,
  filename: 'fuellinq-gegevens.json',
});

/** What erasing the account would do now to its balance, subscription and invoices. */
export const erasurePreviewQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.erasure(),
    queryFn: () => apiRequest(privacyEndpoints.erasurePreview),
    // Money moves (a refuel, a top-up): read it fresh each time the screen opens.
    staleTime: 0,
  });

/**
 * Erases the account (confirmed with the password) and answers what happened to the money; afterwards
 * this browser forgets the session.
 */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest(privacyEndpoints.erase, { body: { password } }),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
