/**
 * The single-open rule is first the browser's (`<details name>`, checked in Chromium by
 * e2e/marketing.spec.ts), which jsdom does not implement: here, the markup it needs, and the
 * hydrated accordion keeping the rule by itself, as it does in browsers without it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { title: 'Federal', paragraphs: ['Consolidated case management across bureaus.'] },
  { title: 'State', points: ['Benefits eligibility triage'] },
  { title: 'Local', metrics: [{ label: 'ROI', value: '300-400%' }] },
];

function item(title: string): HTMLDetailsElement {
  const details = screen.getByText(title).closest('details');
  if (!details) throw new Error(`${title} is not in a <details>`);
  return details;
}

test('every item starts collapsed, and opens from its summary', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);

  for (const { title } of items) expect(item(title).open).toBe(false);
  await user.click(screen.getByText('Local'));

  expect(item('Local').open).toBe(true);
  expect(screen.getByText('300-400%')).toBeVisible();
});

test('opening an item closes the one that was open, and an open item collapses', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);

  await user.click(screen.getByText('Federal'));
  await user.click(screen.getByText('Local'));

  expect(items.map(({ title }) => item(title).open)).toEqual([false, false, true]);
  await user.click(screen.getByText('Local'));
  expect(items.map(({ title }) => item(title).open)).toEqual([false, false, false]);
});

test("an accordion's items share one group, and a second accordion on the page has its own", () => {
  render(
    <>
      <Accordion items={items} />
      <Accordion items={[{ title: 'School district', points: ['Attendance outreach'] }]} />
    </>,
  );

  const group = (title: string) => item(title).getAttribute('name');
  const groups = new Set(items.map(({ title }) => group(title)));
  expect(groups.size).toBe(1);
  expect(group('Federal')).toBeTruthy();
  expect(groups.has(group('School district'))).toBe(false);
});

test('each item holds its paragraphs, points and figures', () => {
  render(<Accordion items={items} />);

  expect(item('Federal')).toContainElement(screen.getByText('Consolidated case management across bureaus.'));
  expect(item('State')).toContainElement(screen.getByText('Benefits eligibility triage'));
  expect(item('Local')).toContainElement(screen.getByText('300-400%'));
});
