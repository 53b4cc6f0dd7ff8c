// Exposed as 'mfe_forms/TrialRequestForm': the trial request form (also part of TrialPage).
export { TrialRequestForm as default } from '../components/LeadForms';
