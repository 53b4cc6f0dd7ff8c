/**
 * What the console's action forms do: the release commands themselves (`promote`, `promote
 * --canary N`, `rollback`, `preview`), so an action takes the lock, passes the gates and lands in
 * the log exactly as the command line's would. A refusal is the command's one line.
 */
import * as z from 'zod';
import type { Releases } from '../commands/open-releases';
import { previewCommand } from '../commands/preview';
import { promoteCommand } from '../commands/promote';
import { rollbackCommand } from '../commands/rollback';
import { startWatcher } from '../commands/watch';
import { releaseApps } from '../core/release-store';
import { previewHoursDefault, previewHoursMax } from '../core/swap-cookies';
import { firstLine, refusalLine } from '../lib/command';
import { actionKinds, shareRange, type ActionOutcome, type ActionRequest } from './view-model';

type Env = Readonly<Record<string, string | undefined>>;

/** An action as its forms send it: a canary may start its watcher. */
export type ConsoleAction = ActionRequest & { watch?: boolean };

/** A whole number in a field, `problem` when it is not one. */
const wholeNumber = (problem: string) => z.string().regex(/^\d+$/, problem).transform(Number).optional();

const shareProblem = `share takes the percent of visitors who get the release, ${shareRange.min} to ${shareRange.max}`;

/** The action form's fields (`GET /confirm`, `POST /actions`). */
const actionFields = z.object({
  kind: z.enum(actionKinds, { error: `kind is one of ${actionKinds.join(', ')}` }),
  app: z.string().refine((app) => releaseApps.some(({ pkg }) => pkg === app), {
    error: `app is one of ${releaseApps.map(({ pkg }) => pkg).join(', ')}`,
  }),
  release: z.string().optional(),
  share: wholeNumber(shareProblem).refine(
    (share) => share === undefined || (share >= shareRange.min && share <= shareRange.max),
    shareProblem,
  ),
  hours: wholeNumber(`hours takes a whole number of hours, 1 to ${previewHoursMax}`).refine(
    (hours) => hours === undefined || (hours >= 1 && hours <= previewHoursMax),
    `hours takes a whole number of hours, 1 to ${previewHoursMax} (a week)`,
  ),
  watch: z.string().optional(),
});

/** The fields together: what each kind of action needs. */
const actionSchema = actionFields.superRefine((action, context) => {
  if (action.kind !== 'rollback' && action.release === undefined) {
    context.addIssue({ code: 'custom', path: ['release'], message: `release names the release to ${action.kind}` });
  }
  if (action.kind === 'canary' && action.share === undefined) {
    context.addIssue({ code: 'custom', path: ['share'], message: 'share is needed for a canary' });
  }
});

/** The action a form asks for, or the one line naming the field that is wrong; an empty field counts as left out. */
export function parseAction(
  form: URLSearchParams,
): { ok: true; action: ConsoleAction } | { ok: false; problem: string } {
  const fields = Object.fromEntries(
    Object.keys(actionFields.shape).flatMap((name) => {
      const value = form.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'the form is invalid' };
  const { kind, app, release, share, hours, watch } = parsed.data;
  return {
    ok: true,
    action: {
      kind,
      app,
      ...(release !== undefined && { release }),
      ...(kind === 'canary' && { share, watch: watch !== undefined }),
      ...(kind === 'preview' && { hours: hours ?? previewHoursDefault }),
    },
  };
}

async function run(releases: Releases, env: Env, { kind, app, release = '', share, hours, watch }: ConsoleAction) {
  switch (kind) {
    case 'promote':
      return promoteCommand(releases, app, release, env);
    case 'canary': {
      const lines = await promoteCommand(releases, app, release, env, share);
      return watch ? [...lines, ...(await startWatcher(app, env))] : lines;
    }
    case 'rollback':
      return rollbackCommand(releases, app, release || undefined, env);
    case 'preview':
      return previewCommand(releases, app, release, env, hours);
  }
}

/** Does `action` as its command does; a refusal (or a failure) is its first line. */
export async function performAction(releases: Releases, env: Env, action: ConsoleAction): Promise<ActionOutcome> {
  try {
    const lines = await run(releases, env, action);
    // A preview's link is its last line.
    return { ok: true, lines, ...(action.kind === 'preview' && { link: lines.at(-1) }) };
  } catch (error) {
    // Not a refusal but a fault: its stack is for whoever runs the console.
    if (refusalLine(error) === undefined) console.error(error);
    return { ok: false, refusal: firstLine(error) };
  }
}
