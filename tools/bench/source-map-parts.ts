/**
 * What a built script is made of, from its source map: how many of its bytes each source module
 * wrote, and those modules grouped as a reader names them (a package, the webpack runtime, an
 * app's file).
 */

export interface SourceMapJson {
  sources: string[];
  mappings: string;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitValue = new Map([...base64].map((character, index) => [character, index]));

/** One segment of a mappings line: its fields, each relative to the segment before (source map v3). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = digitValue.get(character);
    if (digit === undefined) throw new Error(`Not a base64 VLQ digit: '${character}'`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * The bytes of `code` each source wrote: a segment spans from its column to the next segment's
 * (or the line's end); a segment with no source (webpack's glue) counts under ''.
 */
export function bytesBySource(code: string, map: SourceMapJson): Map<string, number> {
  const bytes = new Map<string, number>();
  const add = (source: string, count: number) => bytes.set(source, (bytes.get(source) ?? 0) + count);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((mappingLine, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = mappingLine === '' ? [] : mappingLine.split(',').map(decodeSegment);
    const starts: { column: number; source: string }[] = [];
    for (const fields of segments) {
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        starts.push({ column, source: map.sources[sourceIndex] ?? '' });
      } else {
        starts.push({ column, source: '' });
      }
    }
    starts.forEach((start, index) => add(start.source, (starts[index + 1]?.column ?? lineLength) - start.column));
  });
  return bytes;
}

/**
 * A module's name across builds: `react-dom/cjs/…` for a package's file (the same in every app's
 * build, so two chunks holding it hold the same code), `shared:src/…` for the workspace's shared
 * library (compiled into every app that uses it), `webpack/runtime/…`, else `<app>:src/…`.
 */
export function moduleName(source: string, app: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage !== -1) return path.slice(inPackage + 'node_modules/'.length);
  if (path.startsWith('webpack/') || path === '') return path;
  const shared = /(?:^|\/)shared\/src\/(.*)$/.exec(path);
  if (shared) return `shared:src/${shared[1]}`;
  return `${app}:${path.replace(/^(\.\.?\/)+/, '')}`;
}

/** How the table names a module's part: its package, the webpack runtime, or a workspace file. */
export function partName(module: string): string {
  if (module === '') return 'webpack glue';
  if (module.startsWith('webpack/')) return 'webpack runtime';
  if (module.includes(':')) return module;
  const [scope, name] = module.split('/');
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? module);
}
