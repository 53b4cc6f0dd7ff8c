// Exposed as 'mfe_legal/TermsOfServicePage': the page the shell renders at paths.termsOfService.
export { TermsOfServicePage as default } from '../pages/TermsOfServicePage';
