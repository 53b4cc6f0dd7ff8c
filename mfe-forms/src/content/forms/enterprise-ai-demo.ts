/** The demo request of /enterprise-ai. */
import type { LeadFormDefinition } from '../lead-form-types';
import { description, productFormGroups, submitting } from './fields';

export const enterpriseAiDemo: LeadFormDefinition<'enterprise-ai-demo'> = {
  formType: 'enterprise-ai-demo',
  feedback: 'main',
  heading: 'Schedule an Enterprise AI Demo',
  intro: 'See private, auditable models running inside your own infrastructure.',
  groups: productFormGroups(description('useCase', 'Use Case', 'Which processes or questions should the demo cover?')),
  submitLabel: 'Request Demo',
  submittingLabel: submitting,
  success: { title: 'Demo Request Submitted!', description: 'Our enterprise team will contact you within 24 hours.' },
};
