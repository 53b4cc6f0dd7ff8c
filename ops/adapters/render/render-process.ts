/** Runs the render worker (./render-worker.ts) in a process of its own for one request. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RenderAnswer, RenderedRoute, RenderRequest } from './render-worker';

/** The worker's pages for `request`; its refusal is thrown. */
export async function renderInChild(request: RenderRequest): Promise<RenderedRoute[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'render-worker.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
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
