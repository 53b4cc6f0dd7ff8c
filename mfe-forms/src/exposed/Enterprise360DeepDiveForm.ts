// Exposed as 'mfe_forms/Enterprise360DeepDiveForm': the deep-dive form of the Enterprise 360 page.
export { Enterprise360DeepDiveForm as default } from '../components/LeadForms';
