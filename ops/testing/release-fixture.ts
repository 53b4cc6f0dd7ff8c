import type { ReleaseJson } from '../core/release-json';

/** A release.json for the core's tests: whole (one file), needing and exposing nothing, with `fields` over it. */
export function testRelease(app: string, id: string, fields: Partial<ReleaseJson> = {}): ReleaseJson {
  return {
    id,
    app,
    version: '0.1.0',
    commit: 'abc',
    builtAt: '2026-11-24T06:00:00.000Z',
    contentHash: `sha256-${'0'.repeat(64)}`,
    shared: { provides: {}, requires: {} },
    exposes: [],
    loads: {},
    files: { 'remoteEntry.js': 'a'.repeat(64) },
    ...fields,
  };
}
