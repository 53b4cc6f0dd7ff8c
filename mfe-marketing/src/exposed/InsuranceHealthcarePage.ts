// Exposed as 'mfe_marketing/InsuranceHealthcarePage': the page the shell renders at paths.insuranceHealthcare.
export { InsuranceHealthcarePage as default } from '../pages/InsuranceHealthcarePage';
