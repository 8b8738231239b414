import markdown from '../../../../../docs/privacy.md?raw';
import { DocumentPage } from '../DocumentPage';

export default function PrivacyPage() {
  return <DocumentPage markdown={markdown} standalone />;
}
