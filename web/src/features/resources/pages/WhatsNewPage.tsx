import markdown from '../../../../../CHANGELOG.md?raw';
import { DocumentPage } from '../DocumentPage';

export default function WhatsNewPage() {
  return <DocumentPage markdown={markdown} />;
}
