import type { WidgetType } from '@eos/domain';
import {
  IconAlertCircle,
  IconCalendarEvent,
  IconChartBar,
  IconListCheck,
  IconNews,
  IconTarget,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { HeadlinesWidget } from './widgets/HeadlinesWidget';
import { IssuesWidget } from './widgets/IssuesWidget';
import { MeasurablesWidget } from './widgets/MeasurablesWidget';
import { MeetingsWidget } from './widgets/MeetingsWidget';
import { RocksWidget } from './widgets/RocksWidget';
import { TodosWidget } from './widgets/TodosWidget';
import type { WidgetBodyProps } from './widgets/types';

/** Each widget type's body and icon (the same icons as the lists they come from). */
export const WIDGET_KINDS: Record<WidgetType, { Body: ComponentType<WidgetBodyProps>; Icon: typeof IconNews }> = {
  meetings: { Body: MeetingsWidget, Icon: IconCalendarEvent },
  todos: { Body: TodosWidget, Icon: IconListCheck },
  headlines: { Body: HeadlinesWidget, Icon: IconNews },
  rocks: { Body: RocksWidget, Icon: IconTarget },
  measurables: { Body: MeasurablesWidget, Icon: IconChartBar },
  issues: { Body: IssuesWidget, Icon: IconAlertCircle },
};
