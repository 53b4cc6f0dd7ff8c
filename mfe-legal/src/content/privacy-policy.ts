/**
 * The privacy policy (docs/product.md#routes-and-screens): dated 7 Sept 2025, 24 sections. Sections 19 to 23, the
 * retention periods and the breach notice say what the spec says; the rest describes what this
 * site really does: the lead forms' fields (shared/schemas/forms), consent and GA4
 * (shared/consent, shared/analytics), reCAPTCHA, and the api's storage (no IP address kept with
 * a lead, leads deleted after 730 days, optional CRM forwarding).
 */
import { site } from 'shared/site';
import { list, paragraph, table } from './blocks';
import type { LegalDocument } from './legal-document';
import { cookiePolicyLink, infoEmailLink, termsOfServiceLink } from './links';

const registeredIn = site.registeredIn.join(' and ');

export const privacyPolicy = {
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    lead: `How ${site.brand} collects, uses and protects personal information when you visit our website, request a trial or contact us, how long we keep it, and the rights you have over it.`,
  },
  updated: { label: 'Last updated', date: '7 Sept 2025', dateTime: '2025-09-07' },
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        paragraph(
          `${site.brand} ("${site.brand}", "we", "us" or "our") provides private, self-hosted, LLM-agnostic enterprise AI. We respect the privacy of the people who visit our website and who get in touch with us, and we collect only what we need to answer them.`,
        ),
        paragraph([
          'This Privacy Policy explains what personal information we collect, why, how long we keep it, who we share it with and the rights you have over it. Please read it together with our ',
          cookiePolicyLink,
          ' and our ',
          termsOfServiceLink,
          '.',
        ]),
      ],
    },
    {
      id: 'who-we-are',
      title: 'Who We Are',
      blocks: [
        paragraph(
          `${site.brand} is a company registered in ${registeredIn}, with its office in ${site.office}. For the personal information described in this policy, ${site.brand} is the "controller" under the EU and UK General Data Protection Regulation (GDPR) and the "business" under the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA).`,
        ),
        paragraph([
          'You can reach us about anything in this policy at ',
          infoEmailLink,
          `, by telephone on ${site.phone}, or by post at our office in ${site.office}.`,
        ]),
      ],
    },
    {
      id: 'scope',
      title: 'Scope of This Policy',
      blocks: [
        paragraph(
          'This policy covers our public website, the forms on it, and the e-mail and telephone conversations that follow when you contact us. Our website has no sign-in and no user accounts.',
        ),
        paragraph(
          'It does not cover the data our customers process with our products. Our software runs inside each customer’s own cloud tenant or data centre, and the customer decides what data it processes there; that data does not leave the customer’s environment and is not sent to us. For that data the customer is the controller, and its own privacy notice applies.',
        ),
        paragraph([
          'Our ',
          termsOfServiceLink,
          ' govern the use of our services; where we process personal information for a customer under a contract, the data processing terms of that contract apply instead of this policy.',
        ]),
      ],
    },
    {
      id: 'information-you-give-us',
      title: 'Information You Give Us',
      blocks: [
        paragraph(
          'You give us personal information when you fill in a form on our website, write to us or call us. Our forms ask only for business contact details and a description of what you need:',
        ),
        list(
          'Contact form: first and last name, business e-mail address, company, job title and your message.',
          'Demo, ROI analysis and deep-dive requests on our product pages: name, business e-mail address, company, and a description of your use case, your current process or your data challenge.',
          'Industry and public-sector forms: name, company or agency/department, e-mail address, your industry, government level or automation use case, and a description of your challenge.',
          'Trial request: name, business e-mail address, company, job title, company size, industry, how you heard about us (optional), whether you run Kubernetes and which version, your cloud provider, GPU resources, persistent storage, ingress controller, expected number of users, preferred large language models, integration needs (optional), and your agreement to our terms and this policy.',
        ),
        paragraph(
          'With each submission we record which form you used and when you sent it. Please do not include sensitive information, such as health, financial account or government identification details, in the free-text fields; we do not need it to answer you.',
        ),
        paragraph(
          'If you e-mail or call us, we receive your name, contact details and whatever you choose to tell us.',
        ),
      ],
    },
    {
      id: 'information-collected-automatically',
      title: 'Information Collected Automatically',
      blocks: [
        list(
          [
            'Your cookie choice: which optional categories you allowed and when, kept in your browser’s local storage for 13 months (see our ',
            cookiePolicyLink,
            ').',
          ],
          'Campaign parameters: if you arrive through a link carrying utm_source, utm_medium, utm_campaign, utm_term or utm_content parameters, your browser keeps them in its session storage until you close the tab. They are sent to Google Analytics only if you allow analytics.',
          'Analytics, only if you allow it: the pages you view (address and query string), the campaign that brought you, and information about your browser and device, collected by Google Analytics with your IP address anonymised.',
          'Bot protection: when you view a page with a form, Google reCAPTCHA collects information about your browser, device and interaction with the page to tell people from automated abuse (see section 10).',
          'Technical information: our servers receive your IP address, as every website does, to deliver pages and to limit abusive request rates. Our form service does not store your IP address with your submission or in its request logs, which record only the time, the method and the address requested.',
        ),
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      blocks: [
        paragraph('We use personal information to:'),
        list(
          'answer your enquiry, arrange the demo, ROI analysis or deep dive you asked for, and set up a trial;',
          'follow up with information about our products that relates to your request;',
          'prepare, negotiate and perform contracts with our customers;',
          'keep our website and forms secure, detect spam and automated abuse, and fix faults;',
          'understand, with your consent, how our website is used so we can improve it;',
          'meet our legal obligations and establish, exercise or defend legal claims.',
        ),
        paragraph(
          'We do not use your information for automated decision-making that has legal or similarly significant effects on you, and we do not sell it.',
        ),
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal Bases for Processing',
      blocks: [
        paragraph(
          'If you are in the European Economic Area (EEA), the United Kingdom or Switzerland, we rely on these legal bases:',
        ),
        list(
          'Steps at your request before entering into a contract, when you ask for a trial, a demo or a quote.',
          'Our legitimate interests in answering business enquiries, developing customer relationships and keeping our website secure, including bot protection. We weigh these interests against your rights, and you may object at any time (see section 17).',
          'Your consent, for analytics and marketing cookies. You can withdraw it at any time in the cookie preferences, without affecting processing that took place before.',
          'Compliance with legal obligations, for example tax, accounting and record-keeping rules.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Similar Technologies',
      blocks: [
        paragraph(
          'We use strictly necessary technologies to run the site and, only with your permission, analytics and marketing cookies. Analytics and marketing start switched off for every visitor; nothing in these categories runs until you turn it on in the cookie banner or the cookie preferences.',
        ),
        paragraph([
          'Our ',
          cookiePolicyLink,
          ' lists every cookie and storage item the site uses, with its purpose and duration, and explains how we treat Do-Not-Track and Global Privacy Control signals.',
        ]),
      ],
    },
    {
      id: 'analytics',
      title: 'Analytics',
      blocks: [
        paragraph(
          'If you allow analytics, we use Google Analytics 4, provided by Google LLC and Google Ireland Limited, to count page views and the campaigns that bring visitors to us. We ask Google to anonymise your IP address. Google Analytics sets first-party cookies that give your browser a random identifier.',
        ),
        paragraph(
          'If you withdraw consent, the site stops sending analytics data at once and deletes the Google Analytics cookies it can reach.',
        ),
        paragraph([
          'Google processes this data on our behalf under its data processing terms. You can learn more in Google’s explanation of how it uses information from sites that use its services at ',
          {
            text: 'policies.google.com/technologies/partner-sites',
            href: 'https://policies.google.com/technologies/partner-sites',
          },
          '.',
        ]),
      ],
    },
    {
      id: 'bot-protection',
      title: 'Bot Protection (Google reCAPTCHA)',
      blocks: [
        paragraph(
          'Our forms are protected by Google reCAPTCHA v3, which scores each submission to tell people from automated abuse without asking you to solve a puzzle. The reCAPTCHA script loads on pages that show a form; it collects hardware and software information, such as device and browser data, and sends it to Google for analysis. We send the resulting token to Google to check it, and we reject submissions that fail the check.',
        ),
        paragraph([
          'We rely on our legitimate interest in keeping our forms free of spam and abuse. Google’s ',
          { text: 'Privacy Policy', href: 'https://policies.google.com/privacy' },
          ' and ',
          { text: 'Terms of Service', href: 'https://policies.google.com/terms' },
          ' apply to reCAPTCHA.',
        ]),
      ],
    },
    {
      id: 'how-we-share-information',
      title: 'How We Share Information',
      blocks: [
        paragraph('We share personal information only:'),
        list(
          'with service providers who process it on our behalf and under our instructions (section 12);',
          `with our professional advisers, such as lawyers and accountants, under duties of confidentiality;`,
          'with authorities, courts or other parties when the law requires it, or to protect our rights, our customers or the public;',
          'with a buyer or successor if we are involved in a merger, acquisition or sale of assets, which will be bound by this policy;',
          'with anyone else when you ask us to or agree to it.',
        ),
        paragraph(
          'We do not sell personal information, and we do not share it for cross-context behavioural advertising as the CCPA/CPRA defines these terms.',
        ),
      ],
    },
    {
      id: 'service-providers',
      title: 'Service Providers and Processors',
      blocks: [
        paragraph('The service providers that process personal information for us are:'),
        list(
          'Google (reCAPTCHA): bot protection on our forms.',
          'Google (Google Analytics): website analytics, only with your consent.',
          'Our hosting and content-delivery providers, which serve the website and store form submissions on servers we control.',
          'Our customer relationship management (CRM) provider, to which we may forward form submissions so our sales team can follow up.',
          'Our e-mail and office software providers, for the correspondence that follows your enquiry.',
        ),
        paragraph(
          'Each provider is bound by a contract that limits its use of the information to the services it provides to us and requires appropriate security.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Data Transfers',
      blocks: [
        paragraph(
          'We are based in the United States, and our service providers may process personal information in the United States and other countries. When we transfer personal information from the EEA, the United Kingdom or Switzerland to a country without an adequacy decision, we use the European Commission’s Standard Contractual Clauses (with the UK Addendum or Swiss amendments where they apply), or rely on the recipient’s certification under the EU-U.S. Data Privacy Framework and its UK and Swiss extensions, together with additional safeguards where needed.',
        ),
        paragraph(['You can ask us for a copy of the safeguards we use by e-mailing ', infoEmailLink, '.']),
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      blocks: [
        paragraph(
          'We keep personal information only as long as we need it for the purposes in this policy, then delete or anonymise it:',
        ),
        table({
          caption: 'How long we keep personal information',
          columns: ['Information', 'How long we keep it'],
          rows: [
            [
              'Marketing and inquiry data (form submissions, enquiries and related correspondence)',
              'Up to 2 years from when you contacted us; our form service deletes submissions automatically when they are 2 years old',
            ],
            ['Account data of customers (contract, billing and account contacts)', 'For the relationship plus 7 years'],
            ['Logs (server, security and request logs)', 'Up to 1 year'],
            ['Your cookie choice, in your browser', '13 months, then the site asks again'],
            ['Campaign parameters, in your browser', 'Until you close the browser tab'],
          ],
        }),
        paragraph(
          'We may keep information longer when the law requires it or while it is needed for a legal claim, and delete it when that reason ends.',
        ),
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        paragraph(
          'We protect personal information with technical and organisational measures suited to the risk, including:',
        ),
        list(
          'encryption in transit (HTTPS) for every page and form submission;',
          'form submissions stored on servers we control, with access limited to the staff who need it, and exports readable only by their owner;',
          'bot protection, rate limits and strict validation of every submission;',
          'security headers on our service, least-privilege access and regular review of our controls.',
        ),
        paragraph(
          'No method of transmission or storage is completely secure. If you believe your information has been put at risk, please contact us at once.',
        ),
      ],
    },
    {
      id: 'data-breach-notification',
      title: 'Data Breach Notification',
      blocks: [
        paragraph(
          'If a personal data breach occurs, we act at once to contain it and assess its risk. Where the law requires, we notify the competent supervisory authority without undue delay, typically within 72 hours of becoming aware of the breach, and we inform affected individuals without undue delay when the breach is likely to result in a high risk to them, or as other applicable laws require.',
        ),
      ],
    },
    {
      id: 'gdpr-rights',
      title: 'Your Rights in the EEA, UK and Switzerland',
      blocks: [
        paragraph('If the GDPR or a similar law applies to you, you have the right to:'),
        list(
          'access the personal information we hold about you and receive a copy of it;',
          'have inaccurate information corrected and incomplete information completed;',
          'have your information erased;',
          'restrict our processing of your information;',
          'receive the information you gave us in a structured, machine-readable format, and have it sent to another controller (portability);',
          'object at any time to processing based on our legitimate interests, and to direct marketing;',
          'withdraw your consent at any time, where we rely on it;',
          'lodge a complaint with a supervisory authority, in particular where you live or work.',
        ),
        paragraph(
          'We answer requests within one month, which we may extend by two further months for complex requests, telling you why. See section 23 for how to make a request.',
        ),
      ],
    },
    {
      id: 'california-rights',
      title: 'Your California and Other U.S. State Privacy Rights',
      blocks: [
        paragraph(
          'If you live in California, the CCPA/CPRA gives you rights over your personal information. In the last 12 months we collected these categories: identifiers (such as name and e-mail address), professional or employment-related information (company, job title), internet or network activity (pages viewed, with your consent), and the other information you chose to include in your messages. We collected them from you, your browser and, with your consent, Google Analytics, for the business purposes in section 6, and disclosed them only to the service providers in section 12.',
        ),
        paragraph('You have the right to:'),
        list(
          'know what personal information we collect, use and disclose, and to access it;',
          'delete the personal information we collected from you;',
          'correct inaccurate personal information;',
          'opt out of the sale or sharing of your personal information, although we do not sell or share it;',
          'limit the use of sensitive personal information, although we do not ask for any;',
          'not be discriminated against for exercising these rights.',
        ),
        paragraph(
          'We treat a Global Privacy Control signal as a request to opt out of sale and sharing for that browser. You may use an authorised agent, who must show us your signed permission. We verify each request by matching the e-mail address it comes from, or other details, against the information we hold, and we answer within 45 days, which we may extend once by 45 days, telling you why.',
        ),
        paragraph(
          'Residents of other U.S. states with comprehensive privacy laws, including Colorado, Connecticut, Virginia and Utah, have similar rights to access, correct, delete and obtain a copy of their personal information and to opt out of targeted advertising, sale and profiling. You may appeal our decision on a request by replying to our answer; if we deny the appeal, you may contact your state attorney general.',
        ),
      ],
    },
    {
      id: 'childrens-privacy',
      title: 'Children’s Privacy',
      blocks: [
        paragraph(
          'Our website and services are meant for businesses and are not targeted at children under 16. We do not knowingly collect personal information from children under 16. If you believe a child under 16 has given us personal information, please contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      blocks: [
        paragraph(
          'We may update this policy as our website, services or the law change. We will notify you of material changes by e-mail, where we have your address, or by posting a notice on this site before the change takes effect. The date at the top of this page shows when the policy was last updated.',
        ),
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law and Dispute Resolution',
      blocks: [
        paragraph(
          'This policy is governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules. Any dispute arising out of or relating to this policy that we cannot resolve informally will be settled by binding arbitration, as described in our Terms of Service, rather than in court.',
        ),
        paragraph(
          'Nothing in this section takes away protections you have under the mandatory law of the country or state where you live, including your right to complain to a data protection supervisory authority.',
        ),
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        paragraph('For any question about this policy or how we handle your personal information, contact us:'),
        list(
          ['E-mail: ', infoEmailLink],
          `Telephone: ${site.phone}`,
          `Post: ${site.brand}, ${site.office}, United States`,
        ),
      ],
    },
    {
      id: 'review-update-delete',
      title: 'How to Review, Update or Delete Your Personal Data',
      blocks: [
        paragraph([
          'To review the personal data we hold about you, correct or update it, or have it deleted, e-mail us at ',
          infoEmailLink,
          ' from the address you used with us, and say what you would like us to do.',
        ]),
        paragraph(
          'We will confirm your request, may ask for information to verify your identity, and will answer within the time the law allows. Deleting your data removes every form submission made with your e-mail address, including the copies forwarded to our CRM; we keep only what the law requires us to keep.',
        ),
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      blocks: [
        paragraph([
          'If you are unhappy with how we handled your personal information, please tell us first at ',
          infoEmailLink,
          ' so we can put it right.',
        ]),
        paragraph(
          'You also have the right to complain to a supervisory authority: in the EEA, the authority of the country where you live, work or believe the infringement took place; in the United Kingdom, the Information Commissioner’s Office; in Switzerland, the Federal Data Protection and Information Commissioner; in California, the California Privacy Protection Agency or the California Attorney General.',
        ),
      ],
    },
  ],
} satisfies LegalDocument;
