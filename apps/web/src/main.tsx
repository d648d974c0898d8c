import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApp } from './app/app';
import { AppProviders } from './app/providers';
import { ensureFirstVisitCookie } from './app/first-visit';
import './app/global.css';

ensureFirstVisitCookie();
const { queryClient, router } = createApp();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
