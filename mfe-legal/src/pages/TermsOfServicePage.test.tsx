import { screen, within } from '@testing-library/react';
import { paths } from 'shared/paths';
import { contentsLinks, documentSections, renderOnPath, sectionNamed } from '../testing/render-document';
import { TermsOfServicePage } from './TermsOfServicePage';

function renderTerms() {
  return renderOnPath(TermsOfServicePage, paths.termsOfService);
}

test('was last updated October 02, 2025', () => {
  renderTerms();

  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(screen.getByText('October 02, 2025')).toHaveAttribute('dateTime', '2025-10-02');
  expect(screen.getByText('October 02, 2025').parentElement).toHaveTextContent('Last updated October 02, 2025');
});

test('has 24 numbered sections, each with a contents entry linking to its anchor', () => {
  const { container } = renderTerms();

  const sections = documentSections(container);
  expect(sections).toHaveLength(24);
  expect(contentsLinks().map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
    sections.map(({ id, heading }) => [`${paths.termsOfService}#${id}`, heading]),
  );
  sections.forEach(({ heading }, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
});

// Spec section 2, "Terms of service key terms", each in the section where it belongs.
test.each([
  ['3. Eligibility', 'Users must be 18 or older'],
  ['15. Confidentiality', 'These obligations survive for 3 years after these Terms end'],
  ['21. Effect of Termination and Data Export', 'you may request an export within 30 days of termination'],
  ['12. Fees and Pricing', 'We may change our fees with at least 30 days’ written notice'],
  ['13. Payment Terms', 'Overdue amounts bear late interest of 1.5% per month'],
  ['13. Payment Terms', 'Payments are non-refundable'],
  ['18. Limitation of Liability', 'LIMITED TO THE FEES PAID BY YOU TO US UNDER THESE TERMS IN THE 12 MONTHS BEFORE'],
  ['14. Service Levels and Support', 'our target uptime is 99.9%'],
])('%s says: %s', (section, text) => {
  renderTerms();

  expect(sectionNamed(section)).toHaveTextContent(text);
});

test('lists the four prices', () => {
  renderTerms();

  const prices = within(screen.getByRole('table', { name: 'List prices' }));
  expect(prices.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    '$19.95 per user per month',
    '$995 per agent per month',
    '$100K per year per LLM',
    '$100K per year for RAG',
  ]);
});

test('answers critical issues within 4 hours and standard ones within 24 hours', () => {
  renderTerms();

  const support = within(screen.getByRole('table', { name: 'Support response times' }));
  expect(support.getByRole('row', { name: /^Critical/ })).toHaveTextContent('Within 4 hours');
  expect(support.getByRole('row', { name: /^Standard/ })).toHaveTextContent('Within 24 hours');
});
