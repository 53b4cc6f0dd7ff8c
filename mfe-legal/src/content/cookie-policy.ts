/**
 * The cookie policy (docs/product.md#routes-and-screens): the three categories, a table of what the site really
 * stores, the 'Manage Cookie Preferences' button (placed by the page in `preferencesSectionId`)
 * and the Do-Not-Track / Global Privacy Control statement.
 *
 * What the site stores, and where that is decided:
 * - the consent choice: localStorage under `site.consentStorageKey`, 13 months (shared/consent);
 * - utm_* parameters: sessionStorage, kept whatever the consent, sent only with analytics
 *   consent (shell AnalyticsTracker, shared/analytics);
 * - `_ga` and `_ga_<id>`: GA4, only with analytics consent, for ANALYTICS_COOKIE_MONTHS
 *   (shared/analytics sets gtag's `cookie_expires`);
 * - `_GRECAPTCHA`: set by Google on google.com when reCAPTCHA loads on a page with a form;
 * - a record of each choice, sent to the api and kept CONSENT_RECORD_RETENTION_MONTHS
 *   (shared/consent-records, api/src/consents/consents.ts), queued under CONSENT_QUEUE_KEY until sent;
 * - `vt_cohort` and `vt_preview_<app>`: set by the site's servers only while a canary runs or in
 *   a previewer's browser (their names and lifetimes are ops/core/swap-cookies.ts');
 * - field reports (shell/src/field-health/): no cookie; views and errors sent whatever the choice,
 *   Core Web Vitals only with analytics consent.
 * No marketing cookie and no session id cookie exist; the policy says so rather than listing
 * cookies the site does not set.
 */
import { ANALYTICS_COOKIE_MONTHS, CAMPAIGN_PARAMETERS } from 'shared/analytics';
import { CONSENT_RECORD_RETENTION_MONTHS, CONSENT_VALIDITY_MONTHS } from 'shared/consent';
import { CONSENT_QUEUE_KEY } from 'shared/consent-records';
import { site } from 'shared/site';
import { list, paragraph, table } from './blocks';
import type { LegalDocument } from './legal-document';
import { infoEmailLink, privacyPolicyLink } from './links';

/** gtag.js renews its cookies' lifetime on each visit. */
const analyticsCookieLifetime = `${ANALYTICS_COOKIE_MONTHS} months from your last visit`;
const consentLifetime = `${CONSENT_VALIDITY_MONTHS} months`;
const recordLifetime = `${CONSENT_RECORD_RETENTION_MONTHS} months`;
const cohortLifetime = '7 days';
const reportsSectionTitle = 'Reports on How the Site Works';

const category = {
  necessary: 'Strictly necessary',
  analytics: 'Analytics',
  marketing: 'Marketing',
} as const;

/** The section whose end holds the 'Manage Cookie Preferences' button. */
export const preferencesSectionId = 'managing-your-preferences';

export const cookiePolicyActions = {
  managePreferences: 'Manage Cookie Preferences',
} as const;

export const cookiePolicy = {
  hero: {
    eyebrow: 'Legal',
    title: 'Cookie Policy',
    lead: 'Which cookies and similar technologies this site uses, why, how long each one lasts, and how to change your choice at any time, from this page or from the banner.',
  },
  updated: { label: 'Last updated', date: '25 Nov 2026', dateTime: '2026-11-25' },
  sections: [
    {
      id: 'about-cookies',
      title: 'About Cookies and Similar Technologies',
      blocks: [
        paragraph(
          'Cookies are small text files that a website or a service it uses stores in your browser. Similar technologies, such as your browser’s local storage and session storage, keep information in your browser in the same way but are not sent with each request. This policy covers all of them, and calls them cookies where the difference does not matter.',
        ),
        paragraph(
          `We group them in three categories: strictly necessary, analytics and marketing. Strictly necessary items are always on. Analytics and marketing start off for everyone and are used only if you turn them on. Our website has no sign-in, so it sets no session identifier cookie.`,
        ),
        paragraph(['How we handle the personal information involved is explained in our ', privacyPolicyLink, '.']),
      ],
    },
    {
      id: 'strictly-necessary',
      title: 'Strictly Necessary',
      blocks: [
        paragraph(
          'These make the site work and keep it secure: they remember your cookie choice and protect our forms from spam and automated abuse. They are always on and cannot be switched off in the cookie preferences, because the site could not honour your choice or accept your messages without them. You can block them in your browser, but the site will then ask for your choice on every visit and its forms may not work.',
        ),
        paragraph(
          `We set two of them ourselves, and only at times. While we try a new release of part of the site on a share of visitors, a cohort cookie keeps you on the same release across pages and visits, so the site does not change under you. A member of our team who opens a preview link gets a preview cookie that shows them a release not yet given to visitors, in their browser alone. The reports each page sends us about how the site works set no cookie (see ${reportsSectionTitle}).`,
        ),
      ],
    },
    {
      id: 'analytics',
      title: 'Analytics',
      blocks: [
        paragraph(
          'Analytics cookies tell us which pages are visited and which campaigns bring visitors, so we can improve the site. We use Google Analytics 4 with IP anonymisation. It runs only after you allow analytics; until then no analytics script is loaded and nothing is sent to Google Analytics. If you later switch analytics off, the site stops sending data at once and deletes the Google Analytics cookies.',
        ),
      ],
    },
    {
      id: 'marketing',
      title: 'Marketing',
      blocks: [
        paragraph(
          'Marketing cookies would measure the campaigns that bring you here and help show you relevant messages on other sites. This site currently sets no marketing cookies, whatever your choice. We record your marketing choice so that, if we add such cookies, they will be used only if you allowed them, and we will list them here first.',
        ),
      ],
    },
    {
      id: 'cookies-we-use',
      title: 'Cookies We Use',
      blocks: [
        table({
          caption: 'Cookies and storage used by this site',
          columns: ['Name', 'Purpose', 'Duration', 'Category'],
          rows: [
            [
              site.consentStorageKey,
              'Remembers your cookie choice (which categories you allowed), when you made it, the policy version and your random consent ID, so the banner does not ask again. Kept in your browser’s local storage, not a cookie.',
              consentLifetime,
              category.necessary,
            ],
            [
              CONSENT_QUEUE_KEY,
              'A record of your choice waiting to be sent to us, only while our server cannot be reached. Kept in your browser’s local storage, not a cookie.',
              'Until it is sent',
              category.necessary,
            ],
            [
              'vt_cohort',
              'A random number from 0 to 99 that keeps you on the same release of the site across pages and visits while we try a new release on a share of visitors. It holds no personal data, and is set only while such a gradual release runs.',
              cohortLifetime,
              category.necessary,
            ],
            [
              'vt_preview_<app>',
              'Set only in the browser of a member of our team who opened a preview link: shows them a release of one part of the site that visitors do not get yet.',
              'At most a day',
              category.necessary,
            ],
            [
              '_GRECAPTCHA',
              'Set by Google reCAPTCHA on google.com when you view a page with a form, to tell people from automated abuse.',
              '6 months',
              category.necessary,
            ],
            [
              CAMPAIGN_PARAMETERS.join(', '),
              'The campaign parameters of the link that brought you here, kept in your browser’s session storage for the visit whatever your choice. Sent to Google Analytics only if you allow analytics.',
              'Until you close the browser tab',
              category.analytics,
            ],
            [
              '_ga',
              'Set by Google Analytics when you allow analytics: a random identifier that distinguishes visitors.',
              analyticsCookieLifetime,
              category.analytics,
            ],
            [
              '_ga_<container-id>',
              'Set by Google Analytics when you allow analytics: keeps the state of your visit (session).',
              analyticsCookieLifetime,
              category.analytics,
            ],
            ['None', 'This site currently sets no marketing cookies.', 'Not applicable', category.marketing],
          ],
        }),
      ],
    },
    {
      id: 'how-long-cookies-last',
      title: 'How Long Cookies Last',
      blocks: [
        list(
          `Your consent choice: ${consentLifetime}. After that, or when we change what we ask you to consent to, the choice is removed and the banner asks again.`,
          `Analytics: ${analyticsCookieLifetime} for the Google Analytics cookies; campaign parameters until you close the tab.`,
          'Marketing: none are set today; any we add will last no more than 12 months.',
          'Strictly necessary: cookies we set ourselves last no more than 7 days (the cohort cookie, set only while a gradual release runs, 7 days; a preview cookie at most a day). Your consent choice is kept for the period above, and Google sets the lifetime of its reCAPTCHA cookie.',
        ),
      ],
    },
    {
      id: 'records-of-your-choices',
      title: 'Records of Your Choices',
      blocks: [
        paragraph(
          'To be able to show that you consented, we keep a record of every choice you make in the banner or the cookie preferences, including rejecting all and later changes. Each record holds a random consent ID created in your browser, whether you allowed analytics and marketing, the policy version, the time of the choice, where you made it (banner or preferences), the page you were on (without its query), and whether your browser sent Do-Not-Track or Global Privacy Control. It holds no IP address, no browser details and no cookie: it identifies a choice, not a person.',
        ),
        paragraph(
          `We keep each record for ${recordLifetime} (the ${consentLifetime} your choice is valid, plus a year in which we may have to prove it) and then delete it. The cookie preferences show your consent ID and the date of your choice; quote them when you write to us about your consent.`,
        ),
      ],
    },
    {
      id: 'reports-on-how-the-site-works',
      title: reportsSectionTitle,
      blocks: [
        paragraph(
          'So that we notice at once when a new release of part of the site fails, each page sends our own server short reports, with no cookie: which page was shown and which release of each part of the site served it, and, when something breaks, which part failed, on which page, and the error’s message. We keep no IP address, no cookie, no browser details and no identifier with them: they tell us which release failed, not for whom. They are sent whatever your choice, because they keep the site working.',
        ),
        paragraph(
          'If you allow analytics, the reports also say how quickly each page showed its main content and answered your clicks and how much it moved while loading (Core Web Vitals). These measure your visit, so they wait for your consent to analytics and stop when you switch analytics off.',
        ),
      ],
    },
    {
      id: preferencesSectionId,
      title: 'Managing Your Preferences',
      blocks: [
        paragraph(
          'You can change your choice at any time: open the cookie preferences with the button below or the link in the footer of every page, switch analytics or marketing on or off, and save. Your new choice applies at once, and withdrawing consent does not affect what happened before.',
        ),
      ],
    },
    {
      id: 'do-not-track-and-global-privacy-control',
      title: 'Do-Not-Track and Global Privacy Control',
      blocks: [
        paragraph(
          'We honour Do-Not-Track and Global Privacy Control. Analytics and marketing start off for every visitor, whatever the browser sends. When your browser sends either signal, the cookie banner tells you so, and analytics and marketing stay off unless you switch them on yourself: only an explicit choice, Accept All or saving your preferences with a category switched on, turns them on.',
        ),
        paragraph(
          'Under California law we treat Global Privacy Control as a request to opt out of the sale and sharing of your personal information; we do neither in any case.',
        ),
      ],
    },
    {
      id: 'browser-controls',
      title: 'Browser Controls',
      blocks: [
        paragraph([
          'Most browsers let you see, block and delete cookies and site data in their settings. Deleting this site’s data removes your consent choice, so the banner will ask again. Google also offers a ',
          { text: 'browser add-on to opt out of Google Analytics', href: 'https://tools.google.com/dlpage/gaoptout' },
          ' on every site.',
        ]),
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes and Contact',
      blocks: [
        paragraph(
          'We will update this policy, and the date at the top of this page, before we change the cookies the site uses. If a change needs your consent, the banner will ask for it again.',
        ),
        paragraph(['Questions about cookies: e-mail ', infoEmailLink, '.']),
      ],
    },
  ],
} satisfies LegalDocument;
