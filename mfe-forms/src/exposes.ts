/**
 * The remote's public surface: the /trial page and every lead form, each a one-line re-export.
 * Read by the build (`webpack.config.ts`); `exposed/exposed.test.ts` checks it against the route table.
 */
export const exposes = {
  './TrialPage': './src/exposed/TrialPage.ts',
  './ContactForm': './src/exposed/ContactForm.ts',
  './EnterpriseAiDemoForm': './src/exposed/EnterpriseAiDemoForm.ts',
  './EnterpriseAgentsRoiForm': './src/exposed/EnterpriseAgentsRoiForm.ts',
  './Enterprise360DeepDiveForm': './src/exposed/Enterprise360DeepDiveForm.ts',
  './SecurityRequirementsForm': './src/exposed/SecurityRequirementsForm.ts',
  './TrialRequestForm': './src/exposed/TrialRequestForm.ts',
  './InsuranceHealthcareForm': './src/exposed/InsuranceHealthcareForm.ts',
  './FinancialServicesForm': './src/exposed/FinancialServicesForm.ts',
  './GovernmentForm': './src/exposed/GovernmentForm.ts',
  './EnterpriseAutomationForm': './src/exposed/EnterpriseAutomationForm.ts',
} as const;
