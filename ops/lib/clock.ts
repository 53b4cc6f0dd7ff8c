import { setTimeout as sleep } from 'node:timers/promises';

/** Time as the lock's waiting takes it (`Clock` in ops/core/live-record.ts). */
export const systemClock = { now: (): number => Date.now(), sleep: (ms: number): Promise<void> => sleep(ms) };
