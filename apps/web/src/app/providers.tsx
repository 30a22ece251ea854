import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { GlobalCrashBoundary } from './crash-screen.tsx';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a dropped connection or a 5xx might.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Everything around the router, the same in the browser (main.tsx) and in the server's render
 * (entry-server.tsx): a page the server drew is taken over only when both draw the very same tree.
 */
export function AppRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <GlobalCrashBoundary>
        <Providers client={client}>{children}</Providers>
      </GlobalCrashBoundary>
    </StrictMode>
  );
}
