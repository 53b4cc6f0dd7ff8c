import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { previewSecret } from './preview-secret';

const secret = 'a'.repeat(32);

describe('the preview secret', () => {
  it('is the variable when set, refused when short, else made once in a folder store for its owner only', () => {
    expect(previewSecret({ RELEASE_PREVIEW_SECRET: secret })).toBe(secret);
    expect(() => previewSecret({ RELEASE_PREVIEW_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(() => previewSecret({})).toThrow('RELEASE_PREVIEW_SECRET must be set');
    const store = mkdtempSync(path.join(os.tmpdir(), 'preview-secret-'));
    try {
      const made = previewSecret({}, store);
      expect(made).toMatch(/^[0-9a-f]{64}$/);
      expect(previewSecret({}, store)).toBe(made);
      expect(statSync(path.join(store, 'preview-secret')).mode & 0o777).toBe(0o600);
      expect(readdirSync(store)).toEqual(['preview-secret']);
    } finally {
      rmSync(store, { recursive: true });
    }
  });
});

test('a secret file cut short (a crash or a full disk while it was written) is refused, never used as a key', () => {
  const store = mkdtempSync(path.join(os.tmpdir(), 'preview-secret-'));
  try {
    const file = path.join(store, 'preview-secret');
    for (const text of ['', '\n', 'a'.repeat(31)]) {
      writeFileSync(file, text);
      expect(() => previewSecret({}, store)).toThrow(
        `${file} holds ${text.trim().length} characters, a preview secret needs at least 32: ` +
          'remove it (the next preview makes a new one) or write a longer one',
      );
    }
    writeFileSync(file, `${'b'.repeat(32)}\n`);
    expect(previewSecret({}, store)).toBe('b'.repeat(32));
  } finally {
    rmSync(store, { recursive: true });
  }
});
