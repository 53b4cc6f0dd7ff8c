/**
 * How a command treats a reader that stops early (`leads -- export --format csv | head -3`,
 * `release -- status | head`): the pipe closes, and what is left to print has nowhere to go. It
 * is dropped, and the command still finishes what it started (a switch, a render, an export to
 * the end) and exits as it would have, with no stack trace for the closed pipe. Used by the api's
 * command line and by every command of ops/ and tools/ (ops/lib/command.ts).
 */
export function dropOutputOnceThePipeCloses(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}
