import { route } from '@fuellinq/domain/api/route';
import type {
  AuthResponse,
  ForgotBody,
  LoginBody,
  RegisterBody,
  ResetBody,
} from '@fuellinq/domain/auth/auth.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { forgetPushOnThisDevice } from '../../push/api/forget-push.ts';

// Every page's header asks who is signed in: these name their endpoints by route, so the auth schemas (and
// zod) stay out of the entry (decision 022).
const authRoutes = {
  register: route('POST /api/auth/register'),
  login: route('POST /api/auth/login'),
  logout: route('POST /api/auth/logout'),
  forgot: route('POST /api/auth/forgot'),
  reset: route('POST /api/auth/reset'),
  me: route('GET /me'),
};

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => apiRequest(authRoutes.me, { signal }),
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
    mutationFn: (body: LoginBody) => apiRequest(authRoutes.login, { body }),
    onSuccess: (result, body) => start(result, body.remember ?? true),
  });
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiRequest(authRoutes.register, { body }),
    onSuccess: (result, body) => start(result, body.remember ?? true),
  });
}

/**
 * Ends the session on the server (best effort) and always locally: token and role go, cached data too.
 * This device's push messages end first (decision 026): a shared browser shows no one else's alerts.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    await forgetPushOnThisDevice();
    await apiRequest(authRoutes.logout, { timeoutMs: 5_000 }).catch(() => {});
    clearSession();
    queryClient.clear();
  };
}

/** POST /api/auth/forgot: asks for a link to choose a new password; the answer's message says what follows. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ForgotBody) => apiRequest(authRoutes.forgot, { body }),
  });
}

/** POST /api/auth/reset: the new password, with the token from the link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetBody) => apiRequest(authRoutes.reset, { body }),
  });
}
