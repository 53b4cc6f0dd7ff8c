// Exposed as 'mfe_forms/InsuranceHealthcareForm': the contact form of the insurance and healthcare landing page.
export { InsuranceHealthcareForm as default } from '../components/LeadForms';
