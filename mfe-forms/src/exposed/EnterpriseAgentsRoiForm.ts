// Exposed as 'mfe_forms/EnterpriseAgentsRoiForm': the ROI analysis form of the Enterprise Agents page.
export { EnterpriseAgentsRoiForm as default } from '../components/LeadForms';
