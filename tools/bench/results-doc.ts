/** `--write`: a results block of docs/performance.md (the bench's, the bundles'), between its two markers. */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { repoRoot } from '../../ops/lib/workspace';

export const performanceDoc = path.join(repoRoot, 'docs', 'performance.md');
/** The blocks `--write` replaces: `npm run bench`'s and `npm run bench:bundles`'s. */
export type ResultsBlock = 'bench' | 'bundles';

export interface Machine {
  cores: number;
  cpu: string;
  node: string;
  chromium: string;
  lighthouse: string;
  /** Lighthouse's median benchmarkIndex: simulated throttling scales with the machine's speed. */
  benchmarkIndex: number | null;
}

export function describeMachine(chromium: string, lighthouse: string, benchmarkIndex: number | null): Machine {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    chromium,
    lighthouse,
    benchmarkIndex,
  };
}

export function machineLine(machine: Machine): string {
  const index = machine.benchmarkIndex === null ? '' : ` (benchmarkIndex ${Math.round(machine.benchmarkIndex)})`;
  return (
    `${machine.cores} cores (${machine.cpu}), Node ${machine.node}, ${machine.chromium}, ` +
    `Lighthouse ${machine.lighthouse}${index}`
  );
}

/** Replaces what lies between the block's markers, keeping them; refuses a document without them. */
export function replaceResultsBlock(document: string, results: string, block: ResultsBlock = 'bench'): string {
  const startMarker = `<!-- ${block}:start -->`;
  const endMarker = `<!-- ${block}:end -->`;
  const start = document.indexOf(startMarker);
  const end = document.indexOf(endMarker);
  if (start === -1 || end < start) {
    throw new Error(`${performanceDoc} has no ${startMarker} … ${endMarker} block to replace`);
  }
  return `${document.slice(0, start + startMarker.length)}\n\n${results.trim()}\n\n${document.slice(end)}`;
}

/** Writes the block, formatted by Prettier so that `npm run lint` stays clean. */
export async function writeResults(results: string, block: ResultsBlock = 'bench'): Promise<void> {
  const document = replaceResultsBlock(await readFile(performanceDoc, 'utf8'), results, block);
  const config = await prettier.resolveConfig(performanceDoc);
  await writeFile(performanceDoc, await prettier.format(document, { ...config, filepath: performanceDoc }));
}
