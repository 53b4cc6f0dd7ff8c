/**
 * The remote's public surface: page modules only, each a one-line re-export.
 * Read by the build (`webpack.config.ts`); `exposed/exposed.test.ts` checks it against the route table.
 */
export const exposes = {
  './HomePage': './src/exposed/HomePage.ts',
  './EnterpriseAiPage': './src/exposed/EnterpriseAiPage.ts',
  './EnterpriseAgentsPage': './src/exposed/EnterpriseAgentsPage.ts',
  './Enterprise360Page': './src/exposed/Enterprise360Page.ts',
  './EnterpriseAutomationPage': './src/exposed/EnterpriseAutomationPage.ts',
  './FinancialServicesPage': './src/exposed/FinancialServicesPage.ts',
  './InsuranceHealthcarePage': './src/exposed/InsuranceHealthcarePage.ts',
  './GovernmentPage': './src/exposed/GovernmentPage.ts',
  './AboutPage': './src/exposed/AboutPage.ts',
  './TrustCenterPage': './src/exposed/TrustCenterPage.ts',
  './ComingSoonPage': './src/exposed/ComingSoonPage.ts',
} as const;
