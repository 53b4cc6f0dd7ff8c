import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { paragraph, list, table } from '../content/blocks';
import type { DocumentLabels, LegalDocument as LegalDocumentData } from '../content/legal-document';
import { contentsLinks, documentSections, locationHash, renderOnPath } from '../testing/render-document';
import { LegalDocument } from './LegalDocument';

const labels: DocumentLabels = { contents: 'Contents', backToContents: 'Back to contents' };

const sample: LegalDocumentData = {
  hero: { eyebrow: 'Legal', title: 'Sample Policy', lead: 'A short document for the template.' },
  updated: { label: 'Last updated', date: '1 Jan 2025', dateTime: '2025-01-01' },
  sections: [
    {
      id: 'first',
      title: 'First',
      blocks: [paragraph(['Read the ', { text: 'terms', href: '/terms-of-service' }, '.'])],
    },
    {
      id: 'second',
      title: 'Second',
      blocks: [list('one item', ['write to ', { text: 'us', href: 'mailto:us@example.com' }])],
    },
    {
      id: 'third',
      title: 'Third',
      blocks: [table({ caption: 'Figures', columns: ['Name', 'Value'], rows: [['alpha', '1']] })],
    },
  ],
};

function renderSample(path = '/policy', sectionActions?: Record<string, ReactNode>) {
  return renderOnPath(() => <LegalDocument document={sample} labels={labels} sectionActions={sectionActions} />, path);
}

test('shows the hero and the date, machine-readable too', () => {
  renderSample();

  expect(screen.getByRole('heading', { level: 1, name: 'Sample Policy' })).toBeInTheDocument();
  expect(screen.getByText('Last updated', { exact: false })).toHaveTextContent('Last updated 1 Jan 2025');
  expect(screen.getByText('1 Jan 2025')).toHaveAttribute('dateTime', '2025-01-01');
});

test("describes the page with the hero's lead", () => {
  renderSample();

  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'A short document for the template.',
  );
});

test('lists one contents entry per section, linking to its anchor, numbered like its heading', () => {
  const { container } = renderSample();

  const sections = documentSections(container);
  expect(sections).toEqual([
    { id: 'first', heading: '1. First' },
    { id: 'second', heading: '2. Second' },
    { id: 'third', heading: '3. Third' },
  ]);
  expect(contentsLinks().map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
    sections.map(({ id, heading }) => [`/policy#${id}`, heading]),
  );
});

test('a contents link puts its section in the address and moves focus to its heading', async () => {
  renderSample();

  await userEvent.click(screen.getByRole('link', { name: '2. Second' }));

  expect(locationHash()).toBe('#second');
  expect(screen.getByRole('heading', { level: 2, name: '2. Second' })).toHaveFocus();
  expect(screen.getByRole('link', { name: '2. Second' })).toHaveAttribute('aria-current', 'location');
  expect(screen.getByRole('link', { name: '1. First' })).not.toHaveAttribute('aria-current');
});

test('marks the entry of the section the address names on arrival', () => {
  renderSample('/policy#third');

  expect(screen.getByRole('link', { name: '3. Third' })).toHaveAttribute('aria-current', 'location');
});

test('each section links back to the contents', async () => {
  renderSample();

  const second = screen.getByRole('region', { name: '2. Second' });
  await userEvent.click(within(second).getByRole('link', { name: 'Back to contents' }));

  expect(locationHash()).toBe('#contents');
  expect(screen.getByRole('heading', { level: 2, name: 'Contents' })).toHaveFocus();
});

test('renders site paths as router links and other addresses as plain anchors', () => {
  renderSample();

  expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms-of-service');
  expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:us@example.com');
});

test('renders tables with a caption, column headers and row headers', () => {
  renderSample();

  const figures = screen.getByRole('table', { name: 'Figures' });
  expect(
    within(figures)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Value']);
  expect(within(figures).getByRole('rowheader', { name: 'alpha' })).toBeInTheDocument();
  expect(within(figures).getByRole('cell', { name: '1' })).toBeInTheDocument();
});

test('places section actions at the end of their section', () => {
  renderSample('/policy', { second: <button type="button">Act</button> });

  expect(within(screen.getByRole('region', { name: '2. Second' })).getByRole('button', { name: 'Act' })).toBeVisible();
  expect(within(screen.getByRole('region', { name: '1. First' })).queryByRole('button')).not.toBeInTheDocument();
});
