/** The security requirements form: defined, placed on no page. */
import type { LeadFormDefinition } from '../lead-form-types';
import { description, productFormGroups, submitting } from './fields';

export const securityRequirements: LeadFormDefinition<'security-requirements'> = {
  formType: 'security-requirements',
  feedback: 'main',
  heading: 'Share Your Security Requirements',
  intro: 'Tell us what your security and compliance teams need to see before approving a deployment.',
  groups: productFormGroups(
    description(
      'securityRequirements',
      'Security Requirements',
      'Certifications, data residency, key management, network isolation...',
    ),
  ),
  submitLabel: 'Submit Requirements',
  submittingLabel: submitting,
  success: {
    title: 'Security Requirements Submitted!',
    description: 'Our security team will review them and contact you within 24 hours.',
  },
};
