import { render, screen } from '@testing-library/react';
import { PostMeta } from './PostMeta';

/** What the spec asks for: en-US's long format, as Intl writes it, read in UTC. */
function intlLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

describe('PostMeta', () => {
  test.each([
    '2025-01-01',
    '2025-02-28T23:59:59.999Z',
    '2024-02-29',
    '2025-03-31',
    '2025-04-15',
    '2025-05-06T00:00:00.000Z',
    '2025-06-30',
    '2025-07-04',
    '2025-08-09',
    '2025-09-16',
    '2025-10-02',
    '2025-11-11',
    '2025-12-31T23:00:00+00:00',
    '1999-12-31',
  ])('%s reads as Intl writes en-US long dates', (iso) => {
    render(<PostMeta date={iso} />);
    expect(screen.getByText(intlLongDate(iso))).toHaveAttribute('dateTime', iso);
  });

  test('an unreadable date is left out, the author stays', () => {
    render(<PostMeta date="not a date" authorName="Priya Natarajan" />);
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
    expect(screen.getByText('By Priya Natarajan')).toBeInTheDocument();
  });

  test('neither date nor author renders nothing', () => {
    const { container } = render(<PostMeta date="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });
});
