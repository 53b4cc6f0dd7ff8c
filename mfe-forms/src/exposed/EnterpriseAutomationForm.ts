// Exposed as 'mfe_forms/EnterpriseAutomationForm': the contact form of the enterprise automation landing page.
export { EnterpriseAutomationForm as default } from '../components/LeadForms';
