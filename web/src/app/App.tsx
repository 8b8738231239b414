import { MaintenancePage } from '../features/errors/pages/MaintenancePage';
import { useFeatureFlags } from './featureFlags';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { useAdoptBrowserTimeZone } from './session';
import { useApiErrorToasts } from './useApiErrorToasts';
import { useSessionLocale } from './useSessionLocale';
import { useVersionCheck } from './versionCheck';

/** The app: the maintenance page replaces everything while its flag is on (002 §2). */
export function App() {
  const { flags } = useFeatureFlags();
  useApiErrorToasts();
  useSessionLocale();
  useAdoptBrowserTimeZone();
  useVersionCheck();
  if (flags['maintenance-page']) return <MaintenancePage />;
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}
