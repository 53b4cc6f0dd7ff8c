/**
 * Runs the render worker (./render-worker.ts) in processes of its own for one request: its routes
 * shared among as many as the machine has cores, when there are enough to be worth a process each.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { RenderAnswer, RenderedRoute, RenderRequest } from './render-worker';

/**
 * The fewest routes a process of its own renders: each process loads the builds first (the
 * better part of a second), after which a page takes a few milliseconds.
 */
const ROUTES_PER_PROCESS = 8;

/** The render processes' niceness (Linux: 0 is a command's own, 19 the lowest priority). */
const RENDER_NICENESS = 10;

/** The worker's pages for `request`, in one process; its refusal is thrown. */
async function renderInOneChild(request: RenderRequest): Promise<RenderedRoute[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'render-worker.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // Behind the smoke gate for the cores: a promotion waits on the gate, which takes longer than the
  // render however the two share them (mfe-marketing 5.9–6.0 → 5.0–5.7 s a promotion).
  if (child.pid !== undefined) os.setPriority(child.pid, RENDER_NICENESS);
  child.stdin.end(JSON.stringify(request));
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const output = Buffer.concat(chunks).toString('utf8');
  const answer = (output ? JSON.parse(output) : { error: `the render process ended (${status})` }) as RenderAnswer;
  if ('error' in answer) throw new Error(answer.error);
  return answer.pages;
}

/**
 * The pages of `request`'s routes, in their order, each process rendering a run of them; the
 * refusal of the first route that failed is thrown, once every process has ended.
 */
export async function renderInChildren(request: RenderRequest): Promise<RenderedRoute[]> {
  const { routes } = request;
  const processes = Math.max(1, Math.min(os.availableParallelism(), Math.floor(routes.length / ROUTES_PER_PROCESS)));
  const size = Math.ceil(routes.length / processes);
  const runs = Array.from({ length: processes }, (_, index) => routes.slice(index * size, (index + 1) * size));
  const answers = await Promise.allSettled(runs.map((run) => renderInOneChild({ ...request, routes: run })));
  const refused = answers.find((answer) => answer.status === 'rejected');
  if (refused) throw refused.reason;
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
}
