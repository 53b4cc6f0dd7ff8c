// Exposed as 'mfe_forms/SecurityRequirementsForm': the security requirements form, defined but placed on no page yet.
export { SecurityRequirementsForm as default } from '../components/LeadForms';
