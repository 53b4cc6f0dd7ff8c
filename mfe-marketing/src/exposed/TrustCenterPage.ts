// Exposed as 'mfe_marketing/TrustCenterPage': the page the shell renders at paths.trustCenter.
export { TrustCenterPage as default } from '../pages/TrustCenterPage';
