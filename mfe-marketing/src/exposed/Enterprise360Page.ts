// Exposed as 'mfe_marketing/Enterprise360Page': the page the shell renders at paths.enterprise360.
export { Enterprise360Page as default } from '../pages/Enterprise360Page';
