// Exposed as 'mfe_marketing/ComingSoonPage': the page the shell renders at paths.comingSoon.
export { ComingSoonPage as default } from '../pages/ComingSoonPage';
