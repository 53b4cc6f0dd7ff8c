import { LegalDocument } from '../components/LegalDocument';
import { documentLabels } from '../content/document-labels';
import { privacyPolicy } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} labels={documentLabels} />;
}
