import type { LiveAgendaItem } from '@eos/domain';
import { ConcludeSection } from '../conclude/ConcludeSection';
import { IdsSection } from '../ids/IdsSection';
import { useLive } from '../LiveMeetingContext';
import { CustomSection } from './CustomSection';
import { HeadlinesSection } from './HeadlinesSection';
import { LiveScorecardSection } from './LiveScorecardSection';
import { RocksSection } from './RocksSection';
import { SegueSection } from './SegueSection';
import { TodosSection } from './TodosSection';

/** The active section's own screen, by its agenda item type. */
export function SectionContent({ item }: { item: LiveAgendaItem }) {
  const { state } = useLive();
  switch (item.type) {
    case 'Segue':
      return <SegueSection />;
    case 'Scorecard':
      return <LiveScorecardSection meetingId={state.meetingId} />;
    case 'Rocks':
    case 'RockReview':
      return <RocksSection />;
    case 'Headlines':
      return <HeadlinesSection />;
    case 'ToDoList':
      return <TodosSection />;
    case 'IDS':
      return <IdsSection />;
    case 'Conclude':
      return <ConcludeSection />;
    case 'Custom':
      return <CustomSection item={item} />;
  }
}
