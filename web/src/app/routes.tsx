import { type ReactElement, Suspense } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, useLocation, useRoutes } from 'react-router';
import { PageSkeleton } from '../components/PageSkeleton';
import LoginPage from '../features/auth/pages/LoginPage';
import { LoadFailed } from './LoadFailed';
import { type LazyPage, lazyPublic, lazySignedIn } from './lazyPage';
import { AddressContext, backgroundOf, isModalPath } from './modalRoutes';
import { RouteGuard } from './RouteGuard';

// Every page but sign-in is its own chunk (000 §2 route table), loaded on first visit.
// The signed-in frame is a chunk of its own too: the public pages never load it.
const ShellLayout = lazySignedIn(() => import('../shell/ShellLayout'));

const page = {
  // Public: the sign-in pages belong to the auth feature.
  // In the first chunk: where every signed-out visit lands, shown without waiting for another file.
  login: LoginPage,
  register: lazyPublic(() => import('../features/auth/pages/RegisterPage')),
  registerSso: lazyPublic(() => import('../features/auth/pages/RegisterSsoPage')),
  resetPassword: lazyPublic(() => import('../features/auth/pages/ResetPasswordPage')),
  resetPasswordExpired: lazyPublic(() => import('../features/auth/pages/ResetPasswordExpiredPage')),
  updatePassword: lazyPublic(() => import('../features/auth/pages/UpdatePasswordPage')),
  signedOut: lazyPublic(() => import('../features/auth/pages/SignedOutPage')),
  internationalRedirect: lazyPublic(() => import('../features/welcome/pages/InternationalRedirectPage')),
  betaSignUp: lazyPublic(() => import('../features/welcome/pages/BetaSignUpPage')),
  invitation: lazyPublic(() => import('../features/welcome/pages/InvitationPage')),
  processInvitation: lazyPublic(() => import('../features/welcome/pages/ProcessInvitationPage')),
  notFound: lazyPublic(() => import('../features/errors/pages/NotFoundPage')),
  terms: lazyPublic(() => import('../features/resources/pages/TermsPage')),
  privacy: lazyPublic(() => import('../features/resources/pages/PrivacyPage')),
  // Entry: signed in, no organization needed.
  welcomeTools: lazySignedIn(() => import('../features/welcome/pages/WelcomeToolsPage')),
  // Tools: need an organization.
  dashboard: lazySignedIn(() => import('../features/dashboard/pages/DashboardPage')),
  newDashboard: lazySignedIn(() => import('../features/dashboard/pages/NewDashboardPage')),
  styleGuide: lazySignedIn(() => import('../features/styleguide/pages/StyleGuidePage')),
  apiReference: lazySignedIn(() => import('../features/api-reference/pages/ApiReferencePage')),
  traction: lazySignedIn(() => import('../features/meetings/pages/TractionPage')),
  tractionSection: lazySignedIn(() => import('../features/meetings/pages/TractionSectionPage')),
  meetings: lazySignedIn(() => import('../features/meetings/pages/MeetingsPage')),
  vtoHome: lazySignedIn(() => import('../features/vto/pages/VtoHomePage')),
  vtoFolder: lazySignedIn(() => import('../features/vto/pages/VtoFolderPage')),
  vtoDetail: lazySignedIn(() => import('../features/vto/pages/VtoDetailPage')),
  vtoSection: lazySignedIn(() => import('../features/vto/pages/VtoSectionPage')),
  vtoCompare: lazySignedIn(() => import('../features/vto/compare/VtoComparePage')),
  acHome: lazySignedIn(() => import('../features/ac/pages/AcHomePage')),
  acFolder: lazySignedIn(() => import('../features/ac/pages/AcFolderPage')),
  acChart: lazySignedIn(() => import('../features/ac/pages/AcChartPage')),
  acPrint: lazySignedIn(() => import('../features/ac/pages/AcPrintPage')),
  learningCenter: lazySignedIn(() => import('../features/learning/pages/LearningCenterPage')),
  orgDetail: lazySignedIn(() => import('../features/orgs/pages/OrgDetailPage')),
  whatsNew: lazySignedIn(() => import('../features/resources/pages/WhatsNewPage')),
  roadmap: lazySignedIn(() => import('../features/resources/pages/RoadmapPage')),
  // Modal routes, rendered over the page they were opened from.
  orgCreate: lazySignedIn(() => import('../features/orgs/modals/OrgCreateModal')),
  userDetail: lazySignedIn(() => import('../features/users/modals/UserDetailModal')),
  meetingNew: lazySignedIn(() => import('../features/meetings/modals/MeetingNewModal')),
  meetingDetail: lazySignedIn(() => import('../features/meetings/modals/MeetingDetailModal')),
  meetingLive: lazySignedIn(() => import('../features/meetings/modals/MeetingLiveModal')),
  checkout: lazySignedIn(() => import('../features/billing/modals/CheckoutModal')),
  viewPayment: lazySignedIn(() => import('../features/billing/modals/ViewPaymentModal')),
};

/** The pages: public ones bare, the rest behind the guard inside the shell. */
const pageRoutes = createRoutesFromElements(
  <>
    <Route path="/login" element={<page.login />} />
    <Route path="/register/:isExistingAccount?" element={<page.register />} />
    <Route path="/register-sso" element={<page.registerSso />} />
    <Route path="/reset-password" element={<page.resetPassword />} />
    <Route path="/reset-password/expired" element={<page.resetPasswordExpired />} />
    <Route path="/update-password/:resetCode" element={<page.updatePassword />} />
    <Route path="/signed-out" element={<page.signedOut />} />
    <Route path="/international-redirect" element={<page.internationalRedirect />} />
    <Route path="/welcome/beta/user/:discountCode?" element={<page.betaSignUp />} />
    <Route path="/welcome/invitation/:invitationId/:key" element={<page.invitation />} />
    <Route path="/welcome/invitation/process/:invitationId/:key" element={<page.processInvitation />} />
    {/* The server sends these to the operator's own pages when TERMS_URL / PRIVACY_URL are set. */}
    <Route path="/terms" element={<page.terms />} />
    <Route path="/privacy" element={<page.privacy />} />

    <Route element={<RouteGuard kind="org" />}>
      {/* The print page has no shell: it prints as a page. */}
      <Route path="/ac-print/collection/:collectionId/revision/:revisionId" element={<page.acPrint />} />
    </Route>

    <Route element={<RouteGuard kind="entry" />}>
      <Route element={<ShellLayout />}>
        <Route path="/welcome/tools" element={<page.welcomeTools />} />
        <Route path="/welcome/tools/user" element={<page.welcomeTools />} />
        <Route path="/referral/:referralCode" element={<page.welcomeTools />} />
        <Route path="/discount/:discountCode" element={<page.welcomeTools />} />
        <Route path="/whats-new" element={<page.whatsNew />} />
        <Route path="/roadmap" element={<page.roadmap />} />

        <Route element={<RouteGuard kind="org" />}>
          <Route index element={<page.dashboard />} />
          <Route path="/new" element={<page.newDashboard />} />
          <Route path="/style-guide" element={<page.styleGuide />} />
          <Route path="/api-reference" element={<page.apiReference />} />
          <Route path="/traction/:tractionId/:threadId" element={<page.traction />}>
            <Route index element={<TractionIndex />} />
            <Route path="meetingoverview" element={<page.tractionSection />} />
            <Route path="meetinghistory" element={<page.tractionSection />} />
            <Route path="quarterlypulsing" element={<page.tractionSection />} />
            <Route path=":meetingId" element={<page.tractionSection />} />
          </Route>
          <Route path="/meetings" element={<page.meetings />} />
          <Route path="/vto" element={<page.vtoHome />} />
          <Route path="/vto/folder/:collectionId" element={<page.vtoFolder />} />
          <Route path="/vto/compare/:collectionId/:revisionId" element={<page.vtoCompare />} />
          <Route path="/vto/detail/:collectionId/:revisionId/:publishedId?" element={<page.vtoDetail />}>
            <Route index element={<page.vtoSection />} />
            <Route path="vision" element={<page.vtoSection />} />
            <Route path="traction" element={<page.vtoSection />} />
          </Route>
          <Route path="/ac" element={<page.acHome />} />
          <Route path="/ac/folder/:collectionId" element={<page.acFolder />} />
          <Route path="/ac/collection/:collectionId/revision/:revisionId/:publishedId?" element={<page.acChart />} />
          <Route path="/learning-center/eos-one/:anchorVideoKey?" element={<page.learningCenter />} />
          <Route path="/learning-center/toolbox/:anchorVideoKey?" element={<page.learningCenter />} />
          <Route path="/learning-center/traction-library/:anchorVideoKey?" element={<page.learningCenter />} />
          <Route path="/learning-center/guides/:guideKey?" element={<page.learningCenter />} />
          <Route path="/org/detail/:id/:tab?" element={<page.orgDetail />} />
        </Route>
      </Route>
    </Route>

    <Route path="*" element={<page.notFound />} />
  </>,
);

/** The modal routes (000 §2); creating an org and managing one's account need no current org. */
const modalRoutes = createRoutesFromElements(
  <>
    <Route element={<RouteGuard kind="account" modal />}>
      <Route path="/org/create" element={<page.orgCreate />} />
      <Route path="/user/detail/:id/:tab?" element={<page.userDetail />} />
    </Route>
    <Route element={<RouteGuard kind="org" modal />}>
      <Route path="/meeting/new" element={<page.meetingNew />} />
      <Route path="/meeting/live/:id" element={<page.meetingLive />} />
      <Route path="/meeting/:id" element={<page.meetingDetail />} />
      <Route path="/checkout" element={<page.checkout />} />
      <Route path="/view-payment" element={<page.viewPayment />} />
    </Route>
  </>,
);

function PageRoutes({ location }: { location: ReturnType<typeof useLocation> }) {
  return useRoutes(pageRoutes, location);
}

function ModalRoutes() {
  return useRoutes(modalRoutes);
}

/**
 * Starts loading the chunks of the page at `pathname` (its layout, its page, a modal and the page
 * beneath it) before React first renders, in parallel with the session: otherwise each chunk is
 * asked for only once the one above it has rendered. Signed-in pages only for a browser that was
 * signed in last time (a hint, see session.ts), so a visitor opening / does not download the shell.
 */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  const modal = isModalPath(pathname);
  const matches = [
    ...(matchRoutes(pageRoutes, modal ? '/' : pathname) ?? []),
    ...(modal ? (matchRoutes(modalRoutes, pathname) ?? []) : []),
  ];
  for (const { route } of matches) {
    const page = (route.element as ReactElement | undefined)?.type as Partial<LazyPage> | undefined;
    if (page?.preload && (signedIn || !page.signedIn)) void page.preload();
  }
}

/**
 * A meeting page's address without a section shows the overview. Under a modal (a reload of
 * /meeting/live/{id} opened over this page) the real address is the modal's: redirecting would
 * replace it and close the modal, so the page beneath stays as it is.
 */
function TractionIndex() {
  if (isModalPath(window.location.pathname)) return null;
  return <Navigate to="meetingoverview" replace />;
}

/**
 * The route table. A modal route renders the page it was opened over (router state
 * `backgroundLocation`, else the tools home) and the modal on top of it.
 */
export function AppRoutes() {
  const location = useLocation();
  const background = backgroundOf(location);
  // A page whose code cannot be fetched says so (LoadFailed); another address starts afresh.
  const page = background ?? location;
  return (
    <AddressContext.Provider value={location}>
      <LoadFailed resetKey={page.pathname}>
        <Suspense fallback={<PageSkeleton />}>
          <PageRoutes location={page} />
        </Suspense>
      </LoadFailed>
      {background && (
        <LoadFailed resetKey={location.pathname}>
          <Suspense fallback={null}>
            <ModalRoutes />
          </Suspense>
        </LoadFailed>
      )}
    </AddressContext.Provider>
  );
}
