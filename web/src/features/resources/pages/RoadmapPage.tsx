import markdown from '../../../../../docs/roadmap.md?raw';
import { DocumentPage } from '../DocumentPage';

export default function RoadmapPage() {
  return <DocumentPage markdown={markdown} />;
}
