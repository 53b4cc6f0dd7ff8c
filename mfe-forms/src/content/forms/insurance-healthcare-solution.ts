/** The contact form of /insurance-healthcare. */
import { insuranceHealthcareIndustries } from 'shared/schemas/forms';
import type { LeadFormDefinition } from '../lead-form-types';
import { description, landingFormGroups, landingSuccess, options, select, submitting } from './fields';

export const insuranceHealthcare: LeadFormDefinition<'insurance-healthcare-solution'> = {
  formType: 'insurance-healthcare-solution',
  feedback: 'landing',
  heading: 'Talk to Our Insurance & Healthcare Team',
  intro: 'HIPAA-ready private AI for claims, underwriting, member services and clinical workflows.',
  groups: landingFormGroups(
    select(
      'industry',
      'Industry',
      'Please select your industry',
      options(insuranceHealthcareIndustries, { insurance: 'Insurance', healthcare: 'Healthcare' }),
    ),
    description('industryChallenge', 'Your Challenge', 'What would you like private AI to solve for your team?'),
  ),
  submitLabel: 'Get Started',
  submittingLabel: submitting,
  success: landingSuccess,
};
