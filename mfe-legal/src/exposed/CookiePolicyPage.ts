// Exposed as 'mfe_legal/CookiePolicyPage': the page the shell renders at paths.cookiePolicy.
export { CookiePolicyPage as default } from '../pages/CookiePolicyPage';
