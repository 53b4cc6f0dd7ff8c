import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { title: 'Federal', paragraphs: ['Consolidated case management across bureaus.'] },
  { title: 'State', points: ['Benefits eligibility triage'] },
  { title: 'Local', metrics: [{ label: 'ROI', value: '300-400%' }] },
];

function trigger(name: string) {
  return screen.getByRole('button', { name });
}

test('every item starts collapsed', () => {
  render(<Accordion items={items} />);

  for (const { title } of items) expect(trigger(title)).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Consolidated case management across bureaus.')).not.toBeInTheDocument();
});

test('opening an item closes the one that was open: at most one is open', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);

  await user.click(trigger('Federal'));
  expect(trigger('Federal')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Consolidated case management across bureaus.')).toBeVisible();

  await user.click(trigger('Local'));
  expect(trigger('Local')).toHaveAttribute('aria-expanded', 'true');
  expect(trigger('Federal')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  expect(screen.getByText('300-400%')).toBeVisible();
});

test('an open item collapses when its trigger is pressed again', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);

  await user.click(trigger('State'));
  await user.click(trigger('State'));

  expect(trigger('State')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
});

test('the keyboard opens an item too', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);

  trigger('State').focus();
  await user.keyboard('{Enter}');

  expect(trigger('State')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Benefits eligibility triage')).toBeVisible();
});
