/** Brotli and gzip copies written next to a file (`x.js.br`), as the build writes them for scripts and styles. */
import { existsSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Content-Encoding → the copy's file extension, in the order of preference. */
const copyExtensions = { br: '.br', gzip: '.gz' } as const;
type CopyEncoding = keyof typeof copyExtensions;
export const copyEncodings = Object.keys(copyExtensions) as CopyEncoding[];

export interface CompressedCopy {
  encoding: CopyEncoding;
  extension: string;
  bytes: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `content`'s Brotli and gzip copies: each one's Content-Encoding, name suffix and bytes. On
 * libuv's threads: a page's copy at Brotli's highest quality takes tens of milliseconds, which
 * held a command's event loop for each page, one after the other.
 */
export async function compressedCopies(content: string): Promise<CompressedCopy[]> {
  const [br, gz] = await Promise.all([
    brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(content, { level: 9 }),
  ]);
  const bytes: Record<CopyEncoding, Buffer> = { br, gzip: gz };
  return copyEncodings.map((encoding) => ({ encoding, extension: copyExtensions[encoding], bytes: bytes[encoding] }));
}

/** The name of each copy of `file` (`x.html.br`), in the order of `compressedCopies`. */
export function copyNames(file: string): string[] {
  return copyEncodings.map((encoding) => `${file}${copyExtensions[encoding]}`);
}

/** Writes `copies` of `file` beside it; returns their paths. */
export function writeCopies(file: string, copies: readonly CompressedCopy[]): string[] {
  return copies.map(({ extension, bytes }) => {
    writeFileSync(`${file}${extension}`, bytes);
    return `${file}${extension}`;
  });
}

/** Writes `file`'s copies of `content` beside it; returns their paths. */
export async function writeCompressedCopies(file: string, content: string): Promise<string[]> {
  return writeCopies(file, await compressedCopies(content));
}

/** The Content-Encoding of a copy by its name (`main.js.br` → `br`); undefined for any other name. */
export function copyEncodingOf(name: string): CopyEncoding | undefined {
  return copyEncodings.find((encoding) => name.endsWith(copyExtensions[encoding]));
}

/** The name of the file a copy copies (`main.js.br` → `main.js`); any other name as it is. */
export function copiedFileName(name: string): string {
  const encoding = copyEncodingOf(name);
  return encoding ? name.slice(0, -copyExtensions[encoding].length) : name;
}

/** `file`'s copy in `encoding`, when there is one on disk. */
export function compressedCopy(file: string, encoding: CopyEncoding): string | undefined {
  const copy = `${file}${copyExtensions[encoding]}`;
  return existsSync(copy) ? copy : undefined;
}
