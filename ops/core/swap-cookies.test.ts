import { cohortOf, inCanary, newCohort, previewCookieName, signPreview, verifyPreview } from './swap-cookies';

const secret = 'a'.repeat(32);
const now = new Date('2026-11-25T12:00:00Z');
const inAnHour = now.getTime() / 1000 + 3600;

describe('preview cookies', () => {
  it('names one cookie per remote', () => {
    expect(previewCookieName('mfe-legal')).toBe('vt_preview_mfe_legal');
  });

  it('verifies the release it was signed for until it expires', () => {
    const value = signPreview(secret, 'mfe-legal', '20261125T151842Z-2', inAnHour);
    expect(verifyPreview(secret, 'mfe-legal', value, now)).toEqual({
      release: '20261125T151842Z-2',
      expires: inAnHour,
    });
    expect(verifyPreview(secret, 'mfe-legal', value, new Date(inAnHour * 1000))).toBeUndefined();
  });

  it('ignores a cookie edited to another release, app, expiry or signed with another secret', () => {
    const value = signPreview(secret, 'mfe-legal', '20261125T151842Z-2', inAnHour);
    expect(verifyPreview(secret, 'mfe-legal', value.replace('Z-2', 'Z-1'), now)).toBeUndefined();
    expect(verifyPreview(secret, 'mfe-forms', value, now)).toBeUndefined();
    expect(
      verifyPreview(secret, 'mfe-legal', value.replace(`.${inAnHour}.`, `.${inAnHour + 1}.`), now),
    ).toBeUndefined();
    expect(verifyPreview('b'.repeat(32), 'mfe-legal', value, now)).toBeUndefined();
    expect(verifyPreview(secret, 'mfe-legal', 'garbage', now)).toBeUndefined();
  });
});

describe('cohorts', () => {
  it('reads 0–99 and nothing else', () => {
    expect([
      cohortOf('0'),
      cohortOf('99'),
      cohortOf('100'),
      cohortOf('-1'),
      cohortOf('x'),
      cohortOf(undefined),
    ]).toEqual([0, 99, undefined, undefined, undefined, undefined]);
  });

  it('are drawn evenly: half of the visitors fall below 50', () => {
    const draws = Array.from({ length: 20_000 }, newCohort);
    expect(draws.every((cohort) => Number.isInteger(cohort) && cohort >= 0 && cohort <= 99)).toBe(true);
    // 8 standard deviations either side of one half.
    expect(Math.abs(draws.filter((cohort) => inCanary(cohort, 50)).length / draws.length - 0.5)).toBeLessThan(0.03);
  });

  it('gives a canary of N % to the cohorts below N', () => {
    expect(Array.from({ length: 100 }, (_, cohort) => cohort).filter((cohort) => inCanary(cohort, 10))).toHaveLength(
      10,
    );
    expect(inCanary(9, 10)).toBe(true);
    expect(inCanary(10, 10)).toBe(false);
  });
});
