// Exposed as 'mfe_forms/GovernmentForm': the contact form of the government landing page.
export { GovernmentForm as default } from '../components/LeadForms';
