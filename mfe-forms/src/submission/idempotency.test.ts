import { createIdempotencyKeys } from './idempotency';

test('the same entries keep their key, other entries get a new one, clear starts over', () => {
  let counter = 0;
  const keys = createIdempotencyKeys(() => `key-${++counter}`);
  expect(keys.keyFor('{"a":1}')).toBe('key-1');
  expect(keys.keyFor('{"a":1}')).toBe('key-1');
  expect(keys.keyFor('{"a":2}')).toBe('key-2');
  expect(keys.keyFor('{"a":1}')).toBe('key-3');
  keys.clear();
  expect(keys.keyFor('{"a":1}')).toBe('key-4');
});

test('keys are random UUIDs by default', () => {
  const key = createIdempotencyKeys().keyFor('x');
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(createIdempotencyKeys().keyFor('x')).not.toBe(key);
});
