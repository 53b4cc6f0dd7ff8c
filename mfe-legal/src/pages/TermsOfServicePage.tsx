import { LegalDocument } from '../components/LegalDocument';
import { documentLabels } from '../content/document-labels';
import { termsOfService } from '../content/terms-of-service';

export function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} labels={documentLabels} />;
}
