import { useSiteStore } from 'shared/site-store';
import { Button } from 'shared/ui/button';
import { LegalDocument } from '../components/LegalDocument';
import { cookiePolicy, cookiePolicyActions, preferencesSectionId } from '../content/cookie-policy';
import { documentLabels } from '../content/document-labels';

export function CookiePolicyPage() {
  // The dialog belongs to the shell; the shared store is how this remote reaches it.
  const openPreferences = useSiteStore((state) => state.openPreferences);
  return (
    <LegalDocument
      document={cookiePolicy}
      labels={documentLabels}
      sectionActions={{
        [preferencesSectionId]: <Button onClick={openPreferences}>{cookiePolicyActions.managePreferences}</Button>,
      }}
    />
  );
}
