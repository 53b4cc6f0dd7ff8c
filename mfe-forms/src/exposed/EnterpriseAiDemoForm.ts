// Exposed as 'mfe_forms/EnterpriseAiDemoForm': the demo request form of the Enterprise AI page.
export { EnterpriseAiDemoForm as default } from '../components/LeadForms';
