/** The console's sessions, on a clock of the test's: one per printed token, ended after 8 hours unused. */
import type { IncomingMessage } from 'node:http';
import { createSessions, sessionCookie, sessionIdleMs } from './auth';

/** A request carrying the session cookie `id`. */
const withCookie = (id: string) => ({ headers: { cookie: `other=1; ${sessionCookie}=${id}` } }) as IncomingMessage;

test('the token opens one session: given again it opens none, and the first one stays', () => {
  const sessions = createSessions({ token: 'the-token' });
  expect(sessions.open('not-the-token')).toBeUndefined();
  const id = sessions.open('the-token');
  expect(id).toMatch(/^[\w-]{43}$/);
  expect(sessions.open('the-token')).toBeUndefined();
  expect(sessions.csrfOf(withCookie(id!))).toMatch(/^[\w-]{43}$/);
  expect(sessions.csrfOf(withCookie(`${id}x`))).toBeUndefined();
  expect(sessions.csrfOf({ headers: {} } as IncomingMessage)).toBeUndefined();
});

test('a session used within 8 hours lasts; one left unused longer ends, for good', () => {
  let now = Date.parse('2026-11-29T06:00:00Z');
  const sessions = createSessions({ token: 'the-token', now: () => now });
  const id = sessions.open('the-token')!;
  const csrf = sessions.csrfOf(withCookie(id));
  now += sessionIdleMs;
  expect(sessions.csrfOf(withCookie(id))).toBe(csrf);
  // Each use starts the 8 hours again.
  now += sessionIdleMs;
  expect(sessions.csrfOf(withCookie(id))).toBe(csrf);
  now += sessionIdleMs + 1;
  expect(sessions.csrfOf(withCookie(id))).toBeUndefined();
  now -= sessionIdleMs;
  expect(sessions.csrfOf(withCookie(id))).toBeUndefined();
});
