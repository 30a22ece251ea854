import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { GlobalCrashBoundary } from './app/crash-screen.tsx';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { startOfflineCopies } from './lib/offline-copy.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { startTheme } from './lib/theme.ts';
import './index.css';

// zod would probe `new Function` for its fast path: the CSP forbids eval, and the browser logs a violation.
zodConfig({ jitless: true });
startTheme();
startOfflineCopies();
registerServiceWorker();

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');

createRoot(root).render(
  <StrictMode>
    <GlobalCrashBoundary>
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </GlobalCrashBoundary>
  </StrictMode>,
);
