/** Shorthands for the blocks of a legal document, so the content modules read like the documents. */
import type { LegalBlock, RichText } from './legal-document';

type Table = Extract<LegalBlock, { kind: 'table' }>;

export const paragraph = (text: RichText): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: RichText[]): LegalBlock => ({ kind: 'list', items });
export const table = (contents: Omit<Table, 'kind'>): LegalBlock => ({ kind: 'table', ...contents });
