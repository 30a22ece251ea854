import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { GlobalCrashBoundary } from './app/crash-screen.tsx';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { startOfflineCopies } from './lib/offline-copy.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { startTheme } from './lib/theme.ts';
import './index.css';

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
