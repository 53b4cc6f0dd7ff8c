/** The contact form of /enterprise-automation. */
import { automationUseCases } from 'shared/schemas/forms';
import type { LeadFormDefinition } from '../lead-form-types';
import { description, landingFormGroups, landingSuccess, options, select, submitting } from './fields';

export const enterpriseAutomation: LeadFormDefinition<'enterprise-automation-solution'> = {
  formType: 'enterprise-automation-solution',
  feedback: 'landing',
  heading: 'Start Automating Privately',
  intro: 'Tell us where work piles up and we will map it to front-office and back-office agents.',
  groups: landingFormGroups(
    {
      ...select(
        'useCase',
        'Use Case',
        'Please select your use case',
        options(automationUseCases, {
          'front-office': 'Front-Office',
          'back-office': 'Back-Office',
          both: 'Both',
        }),
      ),
      initial: 'both',
    },
    description(
      'automationChallenge',
      'Your Automation Challenge',
      'Which processes take the most manual effort today?',
    ),
  ),
  submitLabel: 'Get Started',
  submittingLabel: submitting,
  waitForVerification: true,
  success: landingSuccess,
};
