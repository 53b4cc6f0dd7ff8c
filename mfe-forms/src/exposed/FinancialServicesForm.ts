// Exposed as 'mfe_forms/FinancialServicesForm': the contact form of the financial services landing page.
export { FinancialServicesForm as default } from '../components/LeadForms';
