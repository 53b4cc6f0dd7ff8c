/**
 * How every command in ops/ and tools/ ends when it cannot go on. A refusal is an `Error` thrown as
 * such, whose message says what is wrong and what to run (ops/commands/commands.ts and the
 * rest follow this), or a command line `parseArgs` rejects: its first line goes to stderr and the
 * command exits 1. Anything else (a TypeError, a library's own error class, a value that is not
 * an Error) is a bug, and keeps its stack so that it can be found.
 */
import { types } from 'node:util';
import { dropOutputOnceThePipeCloses } from '../../api/src/cli/closed-pipe';

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
