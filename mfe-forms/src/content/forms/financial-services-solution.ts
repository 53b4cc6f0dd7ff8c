/** The contact form of /financial-services. */
import { financialIndustries } from 'shared/schemas/forms';
import type { LeadFormDefinition } from '../lead-form-types';
import { description, landingFormGroups, landingSuccess, options, select, submitting } from './fields';

export const financialServices: LeadFormDefinition<'financial-services-solution'> = {
  formType: 'financial-services-solution',
  feedback: 'landing',
  heading: 'Start Your Private AI Evaluation',
  intro: 'Keep customer and market data inside your own tenant while your teams put AI to work.',
  groups: landingFormGroups(
    {
      ...select(
        'industry',
        'Industry',
        'Please select your industry',
        options(financialIndustries, {
          banking: 'Banking',
          'investment-management': 'Investment Management',
          insurance: 'Insurance',
          fintech: 'Fintech',
          'credit-unions': 'Credit Unions',
          'payment-processing': 'Payment Processing',
        }),
      ),
      initial: 'banking',
    },
    description('industryChallenge', 'Your Challenge', 'Fraud detection, compliance reviews, client service...'),
  ),
  submitLabel: 'Get Started',
  submittingLabel: submitting,
  waitForVerification: true,
  success: landingSuccess,
};
