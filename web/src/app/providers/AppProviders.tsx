import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../queryClient';
import { ThemedMantine } from './ThemedMantine';

/**
 * Router outermost, so modals opened through the modal manager can navigate; the query client
 * before Mantine, because the theme comes from the session.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ThemedMantine>{children}</ThemedMantine>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
