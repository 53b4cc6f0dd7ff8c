/**
 * The CLIs' `--out` files hold personal data: each is readable by its owner only (0600 whatever
 * the umask), never written through a symbolic link, and never over an existing path unless the
 * caller asks to replace it.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchmodSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OWNER_ONLY = 0o600;
// O_EXCL alone already refuses a symbolic link at the path; O_NOFOLLOW says so once more.
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** Creates `file` with `text`; an existing path (EEXIST) is refused and left alone. */
function create(file: string, text: string): void {
  const fd = openSync(file, CREATE_NEW, OWNER_ONLY);
  let written = false;
  try {
    // The umask may have taken bits off the mode given to open.
    fchmodSync(fd, OWNER_ONLY);
    writeFileSync(fd, text);
    written = true;
  } finally {
    closeSync(fd);
    if (!written) rmSync(file, { force: true });
  }
}

/**
 * Writes `text` to a new `file`. With `replace`, an existing file or link there is replaced:
 * the text goes to a new file beside it, renamed over the path, which replaces a link itself
 * and never writes to its target.
 */
export function writeOwnerOnlyFile(file: string, text: string, replace: boolean): void {
  if (!replace) return create(file, text);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}`);
  create(temporary, text);
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
