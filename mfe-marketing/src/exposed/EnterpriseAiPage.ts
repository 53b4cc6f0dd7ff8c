// Exposed as 'mfe_marketing/EnterpriseAiPage': the page the shell renders at paths.enterpriseAi.
export { EnterpriseAiPage as default } from '../pages/EnterpriseAiPage';
