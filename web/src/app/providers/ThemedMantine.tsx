import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { cssVariablesResolver, themeFor } from '../theme';

/** Mantine with the user's theme (default orange, dark, light), the modal manager and the toasts. */
export function ThemedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const userTheme = session?.user?.theme;
  const { theme, scheme } = useMemo(() => themeFor(userTheme), [userTheme]);
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider labels={{ confirm: t('OK'), cancel: t('CANCEL') }}>
        {/* 002 §9: toasts top-right, 25rem wide. */}
        <Notifications position="top-right" containerWidth="25rem" zIndex={1000} />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
