import { parseCookies, setCookie } from './cookie-headers';

test("a Cookie header's pairs, trimmed; a pair without a name or an = is skipped", () => {
  expect(parseCookies(undefined)).toEqual(new Map());
  expect(parseCookies('vt_cohort=7; vt_preview_mfe_legal=a.b=c ;=x; junk;  other = 1')).toEqual(
    new Map([
      ['vt_cohort', '7'],
      ['vt_preview_mfe_legal', 'a.b=c'],
      ['other', '1'],
    ]),
  );
});

test('a Set-Cookie is for the whole site, same-site, out of scripts, and Secure on https', () => {
  expect(setCookie('vt_cohort', '7', 60, false)).toBe('vt_cohort=7; Path=/; Max-Age=60; SameSite=Lax; HttpOnly');
  expect(setCookie('vt_cohort', '', 0, true)).toBe('vt_cohort=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure');
});
