// Exposed as 'mfe_marketing/FinancialServicesPage': the page the shell renders at paths.financialServices.
export { FinancialServicesPage as default } from '../pages/FinancialServicesPage';
