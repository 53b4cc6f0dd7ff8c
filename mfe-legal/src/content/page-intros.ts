/** The opening band of each page: eyebrow, heading and lead. */
import type { PageHeroProps } from 'shared/ui/page-hero';

type PageIntro = Pick<PageHeroProps, 'eyebrow' | 'title' | 'lead'>;

export const pageIntros = {
  privacyPolicy: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    lead: 'Effective 7 September 2025. How Veritenant collects, uses and protects personal information.',
  },
  termsOfService: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    lead: 'Last updated October 02, 2025. The terms that govern the use of our website and services.',
  },
} as const satisfies Record<string, PageIntro>;
