/** The opening band of each page: eyebrow, heading and lead. */
import type { PageHeroProps } from 'shared/ui/page-hero';

type PageIntro = Pick<PageHeroProps, 'eyebrow' | 'title' | 'lead'>;

export const pageIntros = {
  trial: {
    eyebrow: 'Free 30-Day Trial',
    title: 'Request a 30 day trial',
    lead: 'Tell us about your environment and our engineers will prepare a private deployment for your evaluation: in your cloud or data centre, with your own models and data, ready for your team to test for 30 days.',
  },
} as const satisfies Record<string, PageIntro>;
