// Exposed as 'mfe_legal/PrivacyPolicyPage': the page the shell renders at paths.privacyPolicy.
export { PrivacyPolicyPage as default } from '../pages/PrivacyPolicyPage';
