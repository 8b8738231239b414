import { AppShell, Divider } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../app/i18n';
import { LoadFailed } from '../app/LoadFailed';
import { useRealtime } from '../app/socket';
import { PageSkeleton } from '../components/PageSkeleton';
import { ItemPopupHost } from '../features/items/popups/ItemPopupHost';
import { usePendingPromo } from '../features/subscription-banner/pendingPromo';
import { SubscriptionBanner } from '../features/subscription-banner/SubscriptionBanner';
import { LeftMenu } from './LeftMenu';
import { SubBar } from './SubBar';
import { TopBar } from './TopBar';
import { useAddShortcuts } from './useAddShortcuts';
import { useMenuState } from './useMenuState';
import { useQuickAdd } from './useQuickAdd';
import { useShellContext } from './useShellContext';

const MENU_WIDTH_OPEN = 240;
const MENU_WIDTH_COLLAPSED = 60;

/** The signed-in frame: top bar and sub-bar (header), the left menu (nav) and the page (main). */
export default function ShellLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { session, user, org, isObserver } = useShellContext();
  const menu = useMenuState(user.navBarOpen, org !== null);
  const add = useQuickAdd();
  useAddShortcuts(org !== null && !isObserver, add);
  useRealtime(org ? session.orgId : null, { onNavBarPreference: menu.applySaved });
  usePendingPromo();

  // The window title follows the organization (it refreshes when the org is renamed).
  useEffect(() => {
    document.title = org ? `${org.name} | ${t('PRODUCT_NAME')}` : t('PRODUCT_NAME');
  }, [org, t]);

  return (
    <AppShell
      header={{ height: 105 }}
      navbar={{
        width: { base: MENU_WIDTH_OPEN, sm: menu.open ? MENU_WIDTH_OPEN : MENU_WIDTH_COLLAPSED },
        breakpoint: 'sm',
        collapsed: { mobile: !menu.open },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar menuOpen={menu.open} onToggleMenu={menu.toggle} />
        <Divider />
        <SubBar onAdd={add} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('MAIN_MENU')}>
        <LeftMenu collapsed={!menu.open} onNavigate={menu.closeIfNarrow} />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        {/* Below the top bar and sub-bar, above the page: the bar spans the page's padding (002 §4). */}
        <SubscriptionBanner
          mx="calc(var(--mantine-spacing-md) * -1)"
          mt="calc(var(--mantine-spacing-md) * -1)"
          mb="md"
        />
        {/* Inside the shell, so a page's chunk loading (or failing to) keeps the header and menu on screen. */}
        <LoadFailed resetKey={location.pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </LoadFailed>
      </AppShell.Main>
      <ItemPopupHost />
    </AppShell>
  );
}
