import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../components/PageSkeleton';
import { decideAccess, type RouteKind } from './guard';
import { lazySignedIn } from './lazyPage';
import { useSession } from './session';

// Rare screens, loaded when shown (the routes' Suspense shows the skeleton meanwhile).
const NoOrgScreen = lazySignedIn(() =>
  import('../features/orgs/components/NoOrgScreen').then((m) => ({ default: m.NoOrgScreen })),
);
const TwoStepRequiredScreen = lazySignedIn(() =>
  import('../features/users/twoStep/TwoStepRequiredScreen').then((m) => ({ default: m.TwoStepRequiredScreen })),
);

interface RouteGuardProps {
  kind: RouteKind;
  /** Rendered when allowed; without it the nested routes render (an <Outlet/>). */
  children?: ReactNode;
  /** A modal route: nothing while loading (the page beneath shows), and home instead of the no-org screen. */
  modal?: boolean;
}

/** Checks the session before a non-public route (000 §2) and applies decideAccess. */
export function RouteGuard({ kind, children, modal = false }: RouteGuardProps) {
  const location = useLocation();
  const { data: session, isError } = useSession();
  // A session that cannot load at all is treated as signed out: sign-in says what is wrong.
  const decision = decideAccess(kind, isError ? signedOutSession : session, location.pathname + location.search);
  switch (decision.kind) {
    case 'loading':
      return modal ? null : <PageSkeleton />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'no-org':
      return modal ? <Navigate to="/" replace /> : <NoOrgScreen />;
    case 'two-step':
      return modal ? <Navigate to="/" replace /> : <TwoStepRequiredScreen />;
    default:
      return children ?? <Outlet />;
  }
}

const signedOutSession = {
  succeeded: true,
  hasAccount: false,
  sessionId: null,
  orgId: null,
  user: null,
  orgSubscriptionStatus: null,
  orgSubscriptionPaymentStatus: null,
  orgRemainingSubscriptionDays: null,
  orgInGracePeriod: false,
  billingEnabled: false,
  orgRequiresTwoStep: false,
} as const;
