import { reportHydrationMismatch } from './hydrating';

test('a mismatch with the server’s HTML is logged; an error thrown while hydrating, passed as the cause, is its boundary’s', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const mismatch = new Error("Hydration failed because the server rendered text didn't match the client.");
  reportHydrationMismatch(mismatch);
  reportHydrationMismatch(new Error('There was an error while hydrating.', { cause: new Error('RUNTIME-008') }));

  expect(log.mock.calls).toEqual([['The page did not hydrate as rendered on the server:', mismatch]]);
  log.mockRestore();
});
