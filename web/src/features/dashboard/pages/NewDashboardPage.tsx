import { useFeatureFlag } from '../../../app/featureFlags';
import { useDashboard } from '../api';
import { DashboardLoadFailed } from '../DashboardLoadFailed';
import { DashboardSkeleton } from '../DashboardSkeleton';
import { WidgetDashboard } from '../WidgetDashboard';

/** /new: the widget dashboard whatever the person chose at /; a preview while the new-dashboard flag is off. */
export default function NewDashboardPage() {
  const widgetsOn = useFeatureFlag('new-dashboard');
  const dashboard = useDashboard();
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) return <DashboardLoadFailed retry={() => void dashboard.refetch()} />;
  return <WidgetDashboard stored={dashboard.data} preview={!widgetsOn} />;
}
