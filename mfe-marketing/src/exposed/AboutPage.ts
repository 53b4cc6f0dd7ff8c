// Exposed as 'mfe_marketing/AboutPage': the page the shell renders at paths.about.
export { AboutPage as default } from '../pages/AboutPage';
