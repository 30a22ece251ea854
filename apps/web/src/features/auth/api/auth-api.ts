import { authEndpoints } from '@fuellinq/domain/api/endpoints';
import type { AuthResponse, LoginBody, RegisterBody } from '@fuellinq/domain/auth/auth.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => apiRequest(authEndpoints.me, { signal }),
    staleTime: 60_000,
    retry: false,
  });

function useStartSession() {
  const queryClient = useQueryClient();
  return (result: AuthResponse, remember: boolean) => {
    saveSession(result.token, result.user.role, remember);
    queryClient.setQueryData(authKeys.me(), { user: result.user });
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest(authEndpoints.login, { body }),
    onSuccess: (result, body) => start(result, body.remember ?? true),
  });
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiRequest(authEndpoints.register, { body }),
    onSuccess: (result, body) => start(result, body.remember ?? true),
  });
}

/** Ends the session on the server (best effort) and always locally: token and role go, cached data too. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    await apiRequest(authEndpoints.logout, { timeoutMs: 5_000 }).catch(() => {});
    clearSession();
    queryClient.clear();
  };
}

export function requestPasswordReset(email: string) {
  return apiRequest(authEndpoints.forgot, { body: { email } });
}

export function resetPassword(token: string, password: string) {
  return apiRequest(authEndpoints.reset, { body: { token, password } });
}
