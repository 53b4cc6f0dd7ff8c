/** Words around a placed lead form while it loads, and if mfe-forms cannot be reached. */
import { mailto, site } from 'shared/site';

export const formSlotCopy = {
  loading: 'Loading the form',
  failure: {
    title: 'The form could not be loaded',
    body: 'Please try again, or write to us directly and we will answer within 24 hours.',
    retry: 'Try again',
    email: { label: site.salesEmail, href: mailto(site.salesEmail, 'Enterprise Inquiry') },
  },
} as const;
