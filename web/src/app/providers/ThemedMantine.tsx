import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useSession } from '../session';
import { cssVariablesResolver, themeFor } from '../theme';
import { ToastHost } from './ToastHost';

const Modals = lazy(() => import('./Modals'));

/**
 * Mantine with the user's theme (default orange, dark, light), the toasts, and for a signed-in
 * person the modal manager (the public pages never load it).
 */
export function ThemedMantine({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const userTheme = session?.user?.theme;
  const { theme, scheme } = useMemo(() => themeFor(userTheme), [userTheme]);
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={cssVariablesResolver}>
      {children}
      <ToastHost />
      {session?.user && (
        <Suspense fallback={null}>
          <Modals />
        </Suspense>
      )}
    </MantineProvider>
  );
}
