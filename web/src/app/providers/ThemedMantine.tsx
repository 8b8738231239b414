import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { LoadFailed } from '../LoadFailed';
import { useSession } from '../session';
import { cssVariablesResolver, themeFor } from '../theme';
// Holds modals.open…() calls made before the lazily loaded provider below listens.
import './heldModalEvents';

const Modals = lazy(() => import('./Modals'));

/**
 * Mantine with the user's theme (default orange, dark, light), the toasts, and for a signed-in
 * person the modal manager (the public pages never load it). The toasts are in the first chunk: they
 * say the connection is lost, when no further chunk could be fetched.
 */
export function ThemedMantine({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const userTheme = session?.user?.theme;
  const { theme, scheme } = useMemo(() => themeFor(userTheme), [userTheme]);
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={cssVariablesResolver}>
      {/* 002 §9: toasts top-right, 25rem wide. */}
      <Notifications position="top-right" containerWidth="25rem" zIndex={1000} />
      {children}
      {session?.user && (
        <LoadFailed quiet>
          <Suspense fallback={null}>
            <Modals />
          </Suspense>
        </LoadFailed>
      )}
    </MantineProvider>
  );
}
