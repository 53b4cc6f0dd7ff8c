/**
 * The shape of a legal document (privacy policy, terms, cookie policy) as data: a hero, the date
 * it took effect, and numbered sections of paragraphs, lists and tables. `LegalDocument` renders
 * any of them, so the lawyers edit a content module and never markup.
 *
 * The documents are static, so the schema checks them in the tests (`legal-document.test.ts`)
 * rather than in every visitor's browser; the pages import only its inferred types, which keeps
 * zod out of this remote's bundle.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

const text = z.string().trim().min(1);

/** Site paths, in-page anchors, e-mail addresses and other sites over https. */
const href = z.string().regex(/^(\/|#|mailto:|https:\/\/)/, 'Links go to a site path, #anchor, mailto: or https://');

/** Text that may hold links: a string, or strings and `{ text, href }` parts in reading order. */
const richText = z.union([text, z.array(z.union([text, z.object({ text, href })])).min(1)]);

// ---------------------------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------------------------

const paragraph = z.object({ kind: z.literal('paragraph'), text: richText });

const list = z.object({ kind: z.literal('list'), items: z.array(richText).min(1) });

const table = z
  .object({
    kind: z.literal('table'),
    /** Says what the table lists; also names its scrollable region on narrow screens. */
    caption: text,
    columns: z.array(text).min(2),
    /** The first cell of each row names the row (its row header). */
    rows: z.array(z.array(richText)).min(1),
  })
  .refine((value) => value.rows.every((row) => row.length === value.columns.length), {
    message: 'Every row has one cell per column',
    path: ['rows'],
  });

const block = z.discriminatedUnion('kind', [paragraph, list, table]);

// ---------------------------------------------------------------------------------------------
// Document
// ---------------------------------------------------------------------------------------------

const section = z.object({
  /** The section's anchor (`#id`) in links and the address bar. */
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Section ids are lower-case words joined by hyphens')
    // The template gives these ids to the contents and to each section's heading.
    .refine((id) => id !== 'contents' && !id.endsWith('-heading'), 'Section ids avoid the ids the template uses'),
  /** Without its number: the template numbers sections in order, in the headings and the contents. */
  title: text,
  blocks: z.array(block).min(1),
});

export const legalDocumentSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, lead: text }),
  updated: z.object({
    /** 'Last updated', followed by the date as people read it. */
    label: text,
    date: text,
    /** The same date for machines (`<time dateTime>`), YYYY-MM-DD. */
    dateTime: z.iso.date(),
  }),
  sections: z
    .array(section)
    .min(1)
    .superRefine((sections, context) => {
      const seen = new Set<string>();
      sections.forEach(({ id }, index) => {
        if (seen.has(id))
          context.addIssue({ code: 'custom', message: `Duplicate section id '${id}'`, path: [index, 'id'] });
        seen.add(id);
      });
    }),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalSection = LegalDocument['sections'][number];
export type LegalBlock = LegalSection['blocks'][number];
export type RichText = z.infer<typeof richText>;

/** The words of the template itself, the same on every document. */
export interface DocumentLabels {
  /** Heading and accessible name of the table of contents. */
  contents: string;
  /** The link from the end of a section back to the table of contents (narrow screens). */
  backToContents: string;
}
