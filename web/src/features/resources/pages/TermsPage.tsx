import markdown from '../../../../../docs/terms.md?raw';
import { DocumentPage } from '../DocumentPage';

export default function TermsPage() {
  return <DocumentPage markdown={markdown} standalone />;
}
