/** The secret that signs preview cookies: given in the environment, or kept in a folder store. */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { givenPreviewSecret, previewSecretMinLength } from '../../core/preview-secret';

type Env = Readonly<Record<string, string | undefined>>;

const secretFile = 'preview-secret';

/**
 * The secret that signs preview cookies: `RELEASE_PREVIEW_SECRET`, else (a folder store, one
 * machine) a random one kept in the store, made on first use and readable by its owner only.
 * Web servers over a bucket are given the variable: the bucket never holds it.
 */
export function previewSecret(env: Env, folderStore?: string): string {
  const given = givenPreviewSecret(env);
  if (given !== undefined) return given;
  if (folderStore === undefined) {
    throw new Error('RELEASE_PREVIEW_SECRET must be set: it signs preview links (e.g. openssl rand -hex 32)');
  }
  const file = path.join(folderStore, secretFile);
  if (!existsSync(file)) makeSecretFile(file);
  return readSecretFile(file);
}

/**
 * A folder store's secret as the Node server reads it: again whenever the file changes, so a
 * rotated secret (README: Previews and canaries) counts without a restart. A file refused at
 * start stops it; one refused later is said once, and the secret read before stays in use.
 */
export function previewSecretReader(env: Env, folderStore: string, report: (line: string) => void): () => string {
  if (env.RELEASE_PREVIEW_SECRET) {
    const given = previewSecret(env);
    return () => given;
  }
  const file = path.join(folderStore, secretFile);
  const version = () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  };
  // A store never previewed gets its file on first use, not at start.
  let read = existsSync(file) ? { version: version(), secret: readSecretFile(file) } : undefined;
  return () => {
    if (version() === undefined) makeSecretFile(file);
    const now = version();
    if (read && read.version === now) return read.secret;
    try {
      read = { version: now, secret: readSecretFile(file) };
    } catch (error) {
      if (!read) throw error;
      report(`${(error as Error).message}; previews go on with the secret read before`);
      read = { ...read, version: now };
    }
    return read.secret;
  };
}

/**
 * Writes a new secret whole or not at all: a crash or a full disk half way leaves no file (the
 * next use makes one), never an empty key. Another process making one at the same moment wins.
 */
function makeSecretFile(file: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const descriptor = openSync(temporary, 'w', 0o600);
    try {
      writeFileSync(descriptor, randomBytes(32).toString('hex'));
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readSecretFile(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < previewSecretMinLength) {
    throw new Error(
      `${file} holds ${secret.length} characters, a preview secret needs at least ${previewSecretMinLength}: ` +
        'remove it (the next preview makes a new one) or write a longer one',
    );
  }
  return secret;
}
