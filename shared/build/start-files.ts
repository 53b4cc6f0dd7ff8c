/**
 * The shell's start files (`start-files.json` in its build, written by the factory in
 * ./webpack.ts): what its entry loads on every page before the app renders, and the shared modules
 * it provides. A prerendered page preloads them (ops/cli/prerender.ts); a remote's shared chunks are
 * preloaded only for the modules the shell does not provide, since the shell's copy wins.
 */
export const shellStartFiles = 'start-files.json';

export interface StartFiles {
  /** The scripts of the entry's module groups and of the shared modules the shell provides. */
  scripts: string[];
  /** Their stylesheets, the shared modules' (the global styles) first. */
  stylesheets: string[];
  /** The names of the shared modules the shell provides: `react`, `shared/router`. */
  provides: string[];
}
