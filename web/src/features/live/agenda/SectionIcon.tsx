import {
  type Icon,
  IconBulb,
  IconChartBar,
  IconChecklist,
  IconFlag,
  IconMoodSmile,
  IconNews,
  IconPoint,
  IconTarget,
} from '@tabler/icons-react';

/** The agenda's icon names (meetings/components/agendaSections.ts) as drawn icons; unknown ones are a dot. */
const ICONS: Record<string, Icon> = {
  'mood-smile': IconMoodSmile,
  'chart-bar': IconChartBar,
  target: IconTarget,
  news: IconNews,
  checklist: IconChecklist,
  bulb: IconBulb,
  flag: IconFlag,
  point: IconPoint,
};

export function SectionIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Drawn = ICONS[name] ?? IconPoint;
  return <Drawn size={size} aria-hidden />;
}
