import { privacyEndpoints } from '@fuellinq/domain/api/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { clearSession } from '../../../lib/session.ts';

/** Downloads everything stored about the signed-in person as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  const { blob, filename } = await apiDownload(privacyEndpoints.export);
  saveFile(blob, filename ?? 'fuellinq-gegevens.json');
}

/** Erases the account (confirmed with the password); afterwards this browser forgets the session. */
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
