import { givenPreviewSecret } from './preview-secret';

test('RELEASE_PREVIEW_SECRET is the secret when given, refused when shorter than 32 characters', () => {
  expect(givenPreviewSecret({})).toBeUndefined();
  expect(givenPreviewSecret({ RELEASE_PREVIEW_SECRET: '' })).toBeUndefined();
  expect(givenPreviewSecret({ RELEASE_PREVIEW_SECRET: 's'.repeat(32) })).toBe('s'.repeat(32));
  expect(() => givenPreviewSecret({ RELEASE_PREVIEW_SECRET: 's'.repeat(31) })).toThrow(
    'RELEASE_PREVIEW_SECRET must be at least 32 characters',
  );
});
