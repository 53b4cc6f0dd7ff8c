/**
 * The remote's public surface: its registry's page modules and the lead forms other remotes place.
 * Read by the build (`webpack.config.ts`).
 */
import { exposesOf } from 'shared/pages';
import { pages } from './pages';

/** Exposed for other remotes' pages to place; no page of their own. */
const formModules = [
  'ContactForm',
  'EnterpriseAiDemoForm',
  'EnterpriseAgentsRoiForm',
  'Enterprise360DeepDiveForm',
  'SecurityRequirementsForm',
  'TrialRequestForm',
  'InsuranceHealthcareForm',
  'FinancialServicesForm',
  'GovernmentForm',
  'EnterpriseAutomationForm',
] as const;

export const exposes = exposesOf([...pages.map((page) => page.module), ...formModules]);
