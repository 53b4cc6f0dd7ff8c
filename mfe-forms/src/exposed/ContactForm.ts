// Exposed as 'mfe_forms/ContactForm': the home page's consultation form (formType contact).
export { ContactForm as default } from '../components/LeadForms';
