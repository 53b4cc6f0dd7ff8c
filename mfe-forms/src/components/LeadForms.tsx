/** The ten lead forms, each the generic LeadForm with its definition; other remotes place them. */
import type { ComponentType } from 'react';
import type { FormType } from 'shared/schemas/forms';
import { leadForms } from '../content/lead-forms';
import type { LeadFormProps } from '../contract';
import { LeadForm } from './LeadForm';

/** The home page's consultation form (formType contact). */
export function ContactForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms.contact} />;
}

/** The demo request on /enterprise-ai. */
export function EnterpriseAiDemoForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['enterprise-ai-demo']} />;
}

/** The ROI analysis request on /enterprise-agents. */
export function EnterpriseAgentsRoiForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['enterprise-agents-roi']} />;
}

/** The deep-dive request on /enterprise-360. */
export function Enterprise360DeepDiveForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['enterprise-360-deepdive']} />;
}

/** Defined but placed on no page. */
export function SecurityRequirementsForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['security-requirements']} />;
}

/** The trial request on /trial. */
export function TrialRequestForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['trial-request']} />;
}

/** The contact form of /insurance-healthcare. */
export function InsuranceHealthcareForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['insurance-healthcare-solution']} />;
}

/** The contact form of /financial-services. */
export function FinancialServicesForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['financial-services-solution']} />;
}

/** The contact form of /government. */
export function GovernmentForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['government-solution']} />;
}

/** The contact form of /enterprise-automation. */
export function EnterpriseAutomationForm(props: LeadFormProps) {
  return <LeadForm {...props} definition={leadForms['enterprise-automation-solution']} />;
}

/** Every form by its formType, for the development gallery and the tests. */
export const leadFormComponents: Record<FormType, ComponentType<LeadFormProps>> = {
  contact: ContactForm,
  'enterprise-ai-demo': EnterpriseAiDemoForm,
  'enterprise-agents-roi': EnterpriseAgentsRoiForm,
  'enterprise-360-deepdive': Enterprise360DeepDiveForm,
  'security-requirements': SecurityRequirementsForm,
  'trial-request': TrialRequestForm,
  'insurance-healthcare-solution': InsuranceHealthcareForm,
  'financial-services-solution': FinancialServicesForm,
  'government-solution': GovernmentForm,
  'enterprise-automation-solution': EnterpriseAutomationForm,
};
