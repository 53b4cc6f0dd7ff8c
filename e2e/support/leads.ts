/** The leads the e2e api stored, read back from its SQLite file to check what a visitor sent landed. */
import Database from 'better-sqlite3';
import { E2E_DATABASE_PATH } from './site';

export interface StoredLead {
  formType: string;
  fields: Record<string, unknown>;
}

/** An address no other test uses, so a test finds only its own leads. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function storedLeads(email: string, databasePath = E2E_DATABASE_PATH): StoredLead[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT form_type, fields FROM leads WHERE email = ?').all(email) as Array<{
      form_type: string;
      fields: string;
    }>;
    return rows.map((row) => ({ formType: row.form_type, fields: JSON.parse(row.fields) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}
