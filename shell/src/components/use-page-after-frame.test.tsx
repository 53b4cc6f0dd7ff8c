import { render, screen } from '@testing-library/react';
import { usePageAfterFrame } from './use-page-after-frame';

function Frame({ frameFirst, renders }: { frameFirst: boolean; renders: boolean[] }) {
  const pageShown = usePageAfterFrame(frameFirst);
  renders.push(pageShown);
  return pageShown ? <p>The page</p> : null;
}

test('frame first: the first render leaves the page out, a second one renders it', async () => {
  const renders: boolean[] = [];
  render(<Frame frameFirst renders={renders} />);
  expect(await screen.findByText('The page')).toBeInTheDocument();
  expect(renders).toEqual([false, true]);
});

test('otherwise the page renders with the frame, in one render', () => {
  const renders: boolean[] = [];
  render(<Frame frameFirst={false} renders={renders} />);
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(renders).toEqual([true]);
});
