// Browser APIs jsdom lacks, installed before any test module loads: react-router 7 needs
// TextEncoder as it loads; Radix Switch measures its thumb with a ResizeObserver.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
