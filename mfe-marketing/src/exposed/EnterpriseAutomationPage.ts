// Exposed as 'mfe_marketing/EnterpriseAutomationPage': the page the shell renders at paths.enterpriseAutomation.
export { EnterpriseAutomationPage as default } from '../pages/EnterpriseAutomationPage';
