// Exposed as 'mfe_marketing/GovernmentPage': the page the shell renders at paths.government.
export { GovernmentPage as default } from '../pages/GovernmentPage';
