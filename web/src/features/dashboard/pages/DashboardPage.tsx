import { useFeatureFlag } from '../../../app/featureFlags';
import { useDashboard } from '../api';
import { ClassicDashboard } from '../ClassicDashboard';
import { DashboardLoadFailed } from '../DashboardLoadFailed';
import { DashboardSkeleton } from '../DashboardSkeleton';
import { WidgetDashboard } from '../WidgetDashboard';

/**
 * / (000 §2): the widget dashboard, unless the person chose the classic one or the new-dashboard flag
 * is off (then /new previews the widgets). docs/decisions.md, issue 19.
 */
export default function DashboardPage() {
  const widgetsOn = useFeatureFlag('new-dashboard');
  const dashboard = useDashboard();
  if (!widgetsOn) return <ClassicDashboard />;
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) return <DashboardLoadFailed retry={() => void dashboard.refetch()} />;
  return dashboard.data.kind === 'classic' ? <ClassicDashboard /> : <WidgetDashboard stored={dashboard.data} />;
}
