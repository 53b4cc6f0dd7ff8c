import { createWebpackConfig } from 'shared/build/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  // The remote's public surface: the /trial page and every lead form, each a one-line re-export.
  exposes: {
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
  },
});
