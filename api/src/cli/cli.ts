/**
 * Sales operations on the stored leads (`npm run leads -w api -- <command>`):
 *   list   [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--form-type X] [--out FILE [--force]]
 *   export --format csv|json [same filters] [--out FILE [--force]]
 *   delete --email a@b.c        erasure request: every lead of that address
 *   purge                       delete leads past RETENTION_DAYS now
 *   consents show|export|stats  the privacy team's consent records (api/src/cli/consents-cli.ts)
 * Spam (honeypot) submissions are never listed nor exported. Reads DATABASE_URL or DATABASE_PATH like the server.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formTypes, isFormType } from 'shared/schemas/forms';
import { loadCliEnv } from '../app/env';
import { purgeExpired } from '../retention/retention';
import { dropOutputOnceThePipeCloses } from './closed-pipe';
import { runConsentsCommand } from './consents-cli';
import { csvCell, dayRange, UsageError } from './options';
import { writeOwnerOnlyFile } from './owner-only-file';
import { openStore } from '../store/open-store';
import type { Lead, LeadFilter } from '../store/store';
import { terminalSafeCell, terminalSafeDocument, textTable } from './terminal-text';

export const usage = `Usage: npm run leads -w api -- <command> [options]
  list   [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--form-type TYPE] [--out FILE [--force]]
  export --format csv|json [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--form-type TYPE] [--out FILE [--force]]
  delete --email ADDRESS
  purge
  consents show CONSENT_ID
  consents export --format csv|json [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out FILE [--force]]
  consents stats [--from YYYY-MM-DD] [--to YYYY-MM-DD]
Dates are UTC days, both ends included. --out refuses an existing path; --force replaces it.
Form types: ${formTypes.join(', ')}.`;

export interface CliOptions {
  env?: Record<string, string | undefined>;
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  now?: () => Date;
}

function filterFrom(values: { from?: string; to?: string; 'form-type'?: string }): LeadFilter {
  const { from, before } = dayRange(values);
  const formType = values['form-type'];
  if (formType !== undefined && !isFormType(formType)) {
    throw new UsageError(`Unknown --form-type ${formType}; choose from ${formTypes.join(', ')}`);
  }
  return {
    createdFrom: from,
    createdBefore: before,
    formType,
  };
}

// ---------------------------------------------------------------------------------------------
// Formats
// ---------------------------------------------------------------------------------------------

function displayName(fields: Record<string, unknown>): string {
  if (typeof fields.name === 'string') return fields.name;
  return [fields.firstName, fields.lastName].filter((part) => typeof part === 'string').join(' ');
}

export function formatList(leads: readonly Lead[]): string {
  const header = ['created_at', 'form_type', 'email', 'name', 'company', 'id'];
  const rows = leads.map((lead) =>
    [
      lead.createdAt,
      lead.formType,
      lead.email,
      displayName(lead.fields),
      String(lead.fields.company ?? ''),
      lead.id,
    ].map(terminalSafeCell),
  );
  return `${textTable(header, rows)}\n${leads.length} lead(s)\n`;
}

/** One row per lead: fixed columns, then every form field met, in the order first met. */
export function formatCsv(leads: readonly Lead[]): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))].filter((name) => name !== 'email');
  const header = ['id', 'created_at', 'form_type', 'email', ...fieldNames];
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt,
    lead.formType,
    lead.email,
    ...fieldNames.map((name) => lead.fields[name]),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

export function formatJson(leads: readonly Lead[]): string {
  const records = leads.map(({ id, createdAt, formType, email, fields }) => ({
    id,
    createdAt,
    formType,
    email,
    fields,
  }));
  return JSON.stringify(records, null, 2) + '\n';
}

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

/** Runs one command and resolves to the process exit code: 0 done, 1 failed, 2 wrong usage. */
export async function runCli(argv: readonly string[], options: CliOptions = {}): Promise<number> {
  const stdout = options.stdout ?? ((text: string) => process.stdout.write(text));
  const stderr = options.stderr ?? ((text: string) => process.stderr.write(text));
  try {
    const { positionals, values } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        'form-type': { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        force: { type: 'boolean' },
        email: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || command === undefined || command === 'help') {
      stdout(`${usage}\n`);
      return command === undefined && !values.help ? 2 : 0;
    }
    if (rest.length > 0 && command !== 'consents') throw new UsageError(`Unexpected argument ${rest[0]}`);
    if (values.force && values.out === undefined) throw new UsageError('--force goes with --out FILE');

    const source = options.env ?? process.env;
    const env = loadCliEnv(source);
    const store = await openStore(env, { existingOnly: true });
    try {
      const { leads } = store;
      // On stdout, visitors' control characters are shown escaped; a file gets the data as stored.
      const emit = (text: string, count: number, noun = 'lead(s)') => {
        if (values.out === undefined) return stdout(terminalSafeDocument(text));
        // `npm run -w api` runs in api/; a relative path means where the command was typed (INIT_CWD).
        const file = path.resolve(source.INIT_CWD ?? process.cwd(), values.out);
        try {
          writeOwnerOnlyFile(file, text, values.force === true);
        } catch (error) {
          const { code } = error as NodeJS.ErrnoException;
          if (code === 'EEXIST') {
            throw new Error(`${file} exists: choose another --out, or add --force to replace it`, { cause: error });
          }
          if (code === 'EISDIR') throw new Error(`${file} is a folder: --out needs a file name`, { cause: error });
          throw error;
        }
        stderr(`Wrote ${count} ${noun} to ${file}\n`);
      };
      switch (command) {
        case 'list': {
          const found = await leads.list(filterFrom(values));
          emit(formatList(found), found.length);
          return 0;
        }
        case 'export': {
          if (values.format !== 'csv' && values.format !== 'json')
            throw new UsageError('export needs --format csv|json');
          const found = await leads.list(filterFrom(values));
          emit(values.format === 'csv' ? formatCsv(found) : formatJson(found), found.length);
          return 0;
        }
        case 'delete': {
          if (!values.email?.trim()) throw new UsageError('delete needs --email ADDRESS');
          const count = await leads.deleteByEmail(values.email);
          stdout(`Deleted ${count} lead(s) of ${values.email.trim().toLowerCase()}\n`);
          return 0;
        }
        case 'purge': {
          const count = await purgeExpired(leads, env.RETENTION_DAYS, options.now?.() ?? new Date());
          stdout(`Purged ${count} lead(s) older than ${env.RETENTION_DAYS} days\n`);
          return 0;
        }
        case 'consents': {
          await runConsentsCommand(rest, { consents: store.consents, values, stdout, emit });
          return 0;
        }
        default:
          throw new UsageError(`Unknown command ${command}`);
      }
    } finally {
      await store.close();
    }
  } catch (error) {
    // parseArgs's errors carry an ERR_PARSE_ARGS_* code (checked by shape: they may come from another realm).
    const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
    const usageError = error instanceof UsageError || String(code).startsWith('ERR_PARSE_ARGS');
    stderr(`${typeof message === 'string' ? message : String(error)}\n${usageError ? `\n${usage}\n` : ''}`);
    return usageError ? 2 : 1;
  }
}

// Run as a command, not when imported (by the tests, which run it as CommonJS: no top-level await).
if (import.meta.filename === process.argv[1]) {
  dropOutputOnceThePipeCloses();
  void runCli(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
