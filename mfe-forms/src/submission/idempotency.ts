/**
 * One Idempotency-Key per attempt to send the same entries: a retry after a failure reuses it (so
 * the api stores the lead once even if the first request did arrive), changed entries or a
 * successful send start a new one.
 */
import { useState } from 'react';

export interface IdempotencyKeys {
  /** The key for these entries (serialised), reusing the last one when they are unchanged. */
  keyFor(entries: string): string;
  /** Forgets the last key, after a successful send. */
  clear(): void;
}

export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  let last: { entries: string; key: string } | null = null;
  return {
    keyFor(entries) {
      if (last?.entries !== entries) last = { entries, key: newKey() };
      return last.key;
    },
    clear() {
      last = null;
    },
  };
}

/** The keys of one mounted form; keys are made only when asked for, in handlers. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
