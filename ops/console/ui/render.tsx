/**
 * The console's pages as whole HTML documents, rendered on the server with no script: every
 * interaction is a link or a native form (./console.css is their only style). ops/console/server.ts
 * answers with them.
 */
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ActionOutcome, ActionRequest, ConsoleView, LiveSetRow } from '../view-model';
import { ConfirmPage } from './pages/ConfirmPage';
import { ConsolePage } from './pages/ConsolePage';
import { OutcomePage } from './pages/OutcomePage';
import { UnauthorizedPage } from './pages/UnauthorizedPage';

/** The stylesheet the server answers `/console.css` with. */
export const consoleStylesheetFile = path.join(import.meta.dirname, 'console.css');

const documentOf = (page: ReactElement): string => `<!doctype html>${renderToStaticMarkup(page)}`;

export function renderConsolePage(view: ConsoleView): string {
  return documentOf(<ConsolePage view={view} />);
}

export function renderConfirmPage(
  request: ActionRequest & { watch?: boolean },
  row: LiveSetRow | undefined,
  csrfToken: string,
): string {
  return documentOf(<ConfirmPage request={request} row={row} csrfToken={csrfToken} />);
}

export function renderOutcomePage(request: ActionRequest, outcome: ActionOutcome): string {
  return documentOf(<OutcomePage request={request} outcome={outcome} />);
}

export function renderUnauthorizedPage(): string {
  return documentOf(<UnauthorizedPage />);
}
