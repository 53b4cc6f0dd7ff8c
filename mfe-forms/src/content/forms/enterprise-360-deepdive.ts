/** The deep-dive request of /enterprise-360. */
import type { LeadFormDefinition } from '../lead-form-types';
import { description, productFormGroups, submitting } from './fields';

export const enterprise360DeepDive: LeadFormDefinition<'enterprise-360-deepdive'> = {
  formType: 'enterprise-360-deepdive',
  feedback: 'main',
  heading: 'Request a 360 Deep Dive',
  intro: 'Walk through private search over your own data sources with our solution engineers.',
  groups: productFormGroups(
    description('dataChallenge', 'Data Challenge', 'Where does your data live and what is hard to find today?'),
  ),
  submitLabel: 'Request Deep Dive',
  submittingLabel: submitting,
  success: {
    title: 'Deep Dive Request Submitted!',
    description: 'Our team will contact you within 24 hours to schedule your deep dive.',
  },
};
