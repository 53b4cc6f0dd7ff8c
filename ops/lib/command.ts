/**
 * How every command of ops/ and tools/ ends: a refusal (a plain `Error`, or arguments `parseArgs` rejects) prints
 * its first line on stderr and exits 1; anything else is a bug and keeps its stack.
 */
import { types } from 'node:util';
import { dropOutputOnceThePipeCloses } from 'api/closed-pipe';

/** The first line of an error's message (of the value itself, when it is not an Error). */
export function firstLine(error: unknown): string {
  return (types.isNativeError(error) ? error.message : String(error)).split('\n')[0] ?? '';
}

/** The one line a refusal prints; undefined for an error that is not one. */
export function refusalLine(error: unknown): string | undefined {
  // By class name, not identity: an Error made in another realm (a vm context) counts too.
  if (!types.isNativeError(error)) return undefined;
  const badArguments = String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS_');
  return error.constructor.name === 'Error' || badArguments ? firstLine(error) : undefined;
}

/** Runs a command's body; a refusal or a bug exits 1 (a command that serves keeps running). */
export async function runCommand(body: () => Promise<unknown>): Promise<void> {
  dropOutputOnceThePipeCloses();
  try {
    await body();
  } catch (error) {
    console.error(refusalLine(error) ?? error);
    process.exit(1);
  }
}
