import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers.tsx';
import { router } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html');

const root = createRoot(container);
// The first render as a transition: React renders it in slices and lets the browser paint and answer input
// between them, instead of one task of hundreds of milliseconds on a slow phone (Lighthouse TBT).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
