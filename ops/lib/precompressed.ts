/** Brotli and gzip copies written next to a file (`x.js.br`), as the build writes them for scripts and styles. */
import { existsSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Content-Encoding → the copy's file extension, in the order of preference. */
const copyExtensions = { br: '.br', gzip: '.gz' } as const;
type CopyEncoding = keyof typeof copyExtensions;
export const copyEncodings = Object.keys(copyExtensions) as CopyEncoding[];

/** `content`'s Brotli and gzip copies: each one's Content-Encoding, name suffix and bytes. */
export function compressedCopies(content: string): { encoding: CopyEncoding; extension: string; bytes: Buffer }[] {
  const bytes: Record<CopyEncoding, Buffer> = {
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(content, { level: 9 }),
  };
  return copyEncodings.map((encoding) => ({ encoding, extension: copyExtensions[encoding], bytes: bytes[encoding] }));
}

/** Writes `file`'s copies; returns their paths. */
export function writeCompressedCopies(file: string, content: string): string[] {
  return compressedCopies(content).map(({ extension, bytes }) => {
    writeFileSync(`${file}${extension}`, bytes);
    return `${file}${extension}`;
  });
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
