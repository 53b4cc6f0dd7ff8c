/**
 * CSS-module class names in built files. A hydrated page keeps the classes the server wrote, so
 * an app's server build must name each class as its browser build does, and a page rendered in
 * one Node process with several apps' code must carry only names its own builds define (the
 * `shared/` modules are compiled by every app under one prefix, `sharedCssPrefix`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Whole names only: the minifier also writes them into template literals (`${a} mk-OABvrW`). */
export function classNamePattern(prefixes: readonly string[]): RegExp {
  return new RegExp(`(?<![\\w-])(?:${prefixes.join('|')})-[\\w-]{6}(?![\\w-])`, 'g');
}

export function classNamesInText(text: string, pattern: RegExp): Set<string> {
  return new Set([...text.matchAll(pattern)].map((match) => match[0]));
}

/** The class names in the files of `folder` (not its subfolders) whose name matches `extension`. */
export function classNamesInFolder(folder: string, pattern: RegExp, extension: RegExp): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => extension.test(name)))
    for (const name of classNamesInText(readFileSync(path.join(folder, file), 'utf8'), pattern)) names.add(name);
  return names;
}
