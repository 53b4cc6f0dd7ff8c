/** The home page's consultation form. */
import type { LeadFormDefinition } from '../lead-form-types';
import { workEmail, company, description } from './fields';

export const contact: LeadFormDefinition<'contact'> = {
  formType: 'contact',
  feedback: 'main',
  heading: 'Schedule a Consultation',
  intro: "Tell us about your organization and your AI plans. We'll get back to you within 24 hours.",
  groups: [
    {
      fields: [
        { name: 'firstName', kind: 'text', label: 'First Name', autoComplete: 'given-name', width: 'half' },
        { name: 'lastName', kind: 'text', label: 'Last Name', autoComplete: 'family-name', width: 'half' },
        workEmail,
        company,
        { name: 'title', kind: 'text', label: 'Job Title', autoComplete: 'organization-title', width: 'full' },
        description('message', 'Message', 'What would you like to achieve with private AI?'),
      ],
    },
  ],
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
  success: {
    title: 'Message Sent!',
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
};
