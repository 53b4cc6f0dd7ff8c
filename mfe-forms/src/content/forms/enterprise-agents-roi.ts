/** The ROI analysis request of /enterprise-agents. */
import type { LeadFormDefinition } from '../lead-form-types';
import { description, productFormGroups, submitting } from './fields';

export const enterpriseAgentsRoi: LeadFormDefinition<'enterprise-agents-roi'> = {
  formType: 'enterprise-agents-roi',
  feedback: 'main',
  heading: 'Get Your ROI Analysis',
  intro: 'Describe a process you would hand to agents and we will estimate the return.',
  groups: productFormGroups(
    description(
      'currentProcess',
      'Current Process',
      'How does this work today, who is involved and how long does it take?',
    ),
  ),
  submitLabel: 'Request ROI Analysis',
  submittingLabel: submitting,
  success: {
    title: 'ROI Analysis Request Submitted!',
    description: 'Our team will contact you within 24 hours with a personalized ROI analysis.',
  },
};
