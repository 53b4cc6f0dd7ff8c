import type { Releases } from './open-releases';
import { formatTable, timingsLine, verdicts } from './output';

/** `log`: every promotion, canary and rollback, oldest first, with the reason of one a command decided on its own. */
export async function logCommand({ record }: Pick<Releases, 'record'>): Promise<string[]> {
  const rows = (await record.readLog()).map((entry) => [
    entry.at,
    entry.who,
    entry.command,
    entry.app,
    `${entry.from ?? '-'} → ${entry.to}`,
    verdicts(entry.gates),
    timingsLine(entry.timings),
    entry.reason ?? '-',
  ]);
  return formatTable([['when', 'who', 'command', 'app', 'from → to', 'gates', 'timings', 'reason'], ...rows]);
}
