/** The contact form of /government. */
import { governmentLevels } from 'shared/schemas/forms';
import type { LeadFormDefinition } from '../lead-form-types';
import { options, fullName, workEmail, company, description, select, submitting, landingSuccess } from './fields';

export const government: LeadFormDefinition<'government-solution'> = {
  formType: 'government-solution',
  feedback: 'landing',
  heading: 'Connect With Our Public Sector Team',
  intro: 'Sovereign, air-gapped AI for agencies, states, municipalities and school districts.',
  groups: [
    {
      fields: [
        fullName,
        { ...company, label: 'Agency/Department' },
        { ...workEmail, label: 'Government Email' },
        {
          ...select(
            'governmentLevel',
            'Government Level',
            'Please select a government level',
            options(governmentLevels, {
              federal: 'Federal',
              state: 'State',
              local: 'Local',
              education: 'Education (School District)',
            }),
          ),
          initial: 'federal',
        },
        description(
          'challenge',
          'Your Mission Challenge',
          'Which services or back-office work would you like to improve?',
        ),
      ],
    },
  ],
  submitLabel: 'Contact Our Team',
  submittingLabel: submitting,
  waitForVerification: true,
  success: landingSuccess,
};
