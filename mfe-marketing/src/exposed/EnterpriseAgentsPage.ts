// Exposed as 'mfe_marketing/EnterpriseAgentsPage': the page the shell renders at paths.enterpriseAgents.
export { EnterpriseAgentsPage as default } from '../pages/EnterpriseAgentsPage';
