// Exposed as 'mfe_forms/TrialPage': the page the shell renders at paths.trial.
export { TrialPage as default } from '../pages/TrialPage';
