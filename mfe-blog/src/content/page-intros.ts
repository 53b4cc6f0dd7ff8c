/** The opening band of each page: eyebrow, heading and lead. */
import type { PageHeroProps } from 'shared/ui/page-hero';

type PageIntro = Pick<PageHeroProps, 'eyebrow' | 'title' | 'lead'>;

export const pageIntros = {
  blog: {
    eyebrow: 'Blog',
    title: 'Our Blog',
    lead: 'Insights on private AI, data sovereignty and putting large language models to work inside the enterprise.',
  },
} as const satisfies Record<string, PageIntro>;
