import { lazy, Suspense } from 'react';
import { useFeatureFlags } from './featureFlags';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { useAdoptBrowserTimeZone } from './session';
import { useApiErrorToasts } from './useApiErrorToasts';
import { useSessionLocale } from './useSessionLocale';
import { useVersionCheck } from './versionCheck';

const MaintenancePage = lazy(() =>
  import('../features/errors/pages/MaintenancePage').then((m) => ({ default: m.MaintenancePage })),
);

/** The app: the maintenance page replaces everything while its flag is on (002 §2). */
export function App() {
  const { flags } = useFeatureFlags();
  useApiErrorToasts();
  useSessionLocale();
  useAdoptBrowserTimeZone();
  useVersionCheck();
  if (flags['maintenance-page'])
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}
