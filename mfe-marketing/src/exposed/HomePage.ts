// Exposed as 'mfe_marketing/HomePage': the page the shell renders at paths.home.
export { HomePage as default } from '../pages/HomePage';
