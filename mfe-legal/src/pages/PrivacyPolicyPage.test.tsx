import { screen, within } from '@testing-library/react';
import { paths } from 'shared/paths';
import { mailto, site } from 'shared/site';
import { contentsLinks, documentSections, renderOnPath, sectionNamed } from '../testing/render-document';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

function renderPrivacyPolicy() {
  return renderOnPath(PrivacyPolicyPage, paths.privacyPolicy);
}

test('is dated 7 Sept 2025', () => {
  renderPrivacyPolicy();

  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText('7 Sept 2025')).toHaveAttribute('dateTime', '2025-09-07');
  expect(screen.getByText('7 Sept 2025').parentElement).toHaveTextContent('Last updated 7 Sept 2025');
});

test('has 24 sections, each with a contents entry linking to its anchor', () => {
  const { container } = renderPrivacyPolicy();

  const sections = documentSections(container);
  expect(sections).toHaveLength(24);
  expect(contentsLinks().map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
    sections.map(({ id, heading }) => [`${paths.privacyPolicy}#${id}`, heading]),
  );
  sections.forEach(({ heading }, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
});

// Spec section 2, privacy policy content: sections 19 to 23.
test('section 19: children under 16 are not targeted', () => {
  renderPrivacyPolicy();

  expect(sectionNamed(/^19\. /)).toHaveTextContent('not targeted at children under 16');
});

test('section 20: changes are notified by e-mail or by posting on the site', () => {
  renderPrivacyPolicy();

  expect(sectionNamed(/^20\. /)).toHaveTextContent(
    'We will notify you of material changes by e-mail, where we have your address, or by posting a notice on this site',
  );
});

test('section 21: Delaware law with binding arbitration', () => {
  renderPrivacyPolicy();

  const governingLaw = sectionNamed(/^21\. /);
  expect(governingLaw).toHaveTextContent('governed by the laws of the State of Delaware');
  expect(governingLaw).toHaveTextContent('binding arbitration');
});

test('section 22: contact details from the site constants', () => {
  renderPrivacyPolicy();

  const contact = sectionNamed(/^22\. Contact Us$/);
  expect(within(contact).getByRole('link', { name: site.infoEmail })).toHaveAttribute('href', mailto(site.infoEmail));
  expect(contact).toHaveTextContent(site.phone);
  expect(contact).toHaveTextContent(site.office);
});

test('section 23: review, update or delete your data by e-mailing the info contact', () => {
  renderPrivacyPolicy();

  const requests = sectionNamed(/^23\. How to Review, Update or Delete Your Personal Data$/);
  expect(requests).toHaveTextContent(
    'To review the personal data we hold about you, correct or update it, or have it deleted, e-mail us',
  );
  expect(within(requests).getByRole('link', { name: site.infoEmail })).toHaveAttribute('href', mailto(site.infoEmail));
});

test('states the retention periods: 2 years, the relationship plus 7 years, 1 year', () => {
  renderPrivacyPolicy();

  const retention = within(screen.getByRole('table', { name: 'How long we keep personal information' }));
  expect(retention.getByRole('row', { name: /^Marketing and inquiry data/ })).toHaveTextContent('Up to 2 years');
  expect(retention.getByRole('row', { name: /^Account data/ })).toHaveTextContent('For the relationship plus 7 years');
  expect(retention.getByRole('row', { name: /^Logs/ })).toHaveTextContent('Up to 1 year');
});

test('notifies breaches typically within 72 hours', () => {
  renderPrivacyPolicy();

  expect(sectionNamed('16. Data Breach Notification')).toHaveTextContent('typically within 72 hours');
});

test('names the processors and the rights under GDPR and CCPA/CPRA', () => {
  renderPrivacyPolicy();

  const processors = sectionNamed('12. Service Providers and Processors');
  expect(processors).toHaveTextContent('Google (reCAPTCHA)');
  expect(processors).toHaveTextContent('Google (Google Analytics)');
  expect(sectionNamed('13. International Data Transfers')).toHaveTextContent('Standard Contractual Clauses');
  expect(sectionNamed('17. Your Rights in the EEA, UK and Switzerland')).toHaveTextContent('lodge a complaint');
  expect(sectionNamed('18. Your California and Other U.S. State Privacy Rights')).toHaveTextContent(
    'We treat a Global Privacy Control signal as a request to opt out',
  );
});
