import { cookiePolicy } from './cookie-policy';
import { legalDocumentSchema, type LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

test.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
  ['cookie policy', cookiePolicy],
])('the %s is a valid document', (_name, document) => {
  const result = legalDocumentSchema.safeParse(document);

  expect(result.error?.issues ?? []).toEqual([]);
});

const valid: LegalDocument = {
  hero: { eyebrow: 'Legal', title: 'Policy', lead: 'Lead.' },
  updated: { label: 'Last updated', date: '1 Jan 2025', dateTime: '2025-01-01' },
  sections: [
    { id: 'one', title: 'One', blocks: [{ kind: 'paragraph', text: 'Text.' }] },
    { id: 'two', title: 'Two', blocks: [{ kind: 'list', items: ['a', 'b'] }] },
  ],
};

function issues(document: unknown): string[] {
  return legalDocumentSchema.safeParse(document).error?.issues.map((issue) => issue.message) ?? [];
}

test('accepts a well-formed document', () => {
  expect(issues(valid)).toEqual([]);
});

test('rejects two sections with the same id', () => {
  const [first, second] = valid.sections;
  expect(issues({ ...valid, sections: [first, { ...second, id: 'one' }] })).toEqual(["Duplicate section id 'one'"]);
});

test('rejects a section without a title', () => {
  const [first, second] = valid.sections;
  const { title: _title, ...untitled } = second!;

  expect(issues({ ...valid, sections: [first, untitled] })).toHaveLength(1);
  expect(issues({ ...valid, sections: [first, { ...second, title: '  ' }] })).toHaveLength(1);
});

test('rejects a document without a hero title', () => {
  expect(issues({ ...valid, hero: { eyebrow: 'Legal', lead: 'Lead.' } })).toHaveLength(1);
});

test('rejects ids that are not anchors, or that the template uses', () => {
  for (const id of ['Has Spaces', '-leading', 'contents', 'one-heading']) {
    expect(issues({ ...valid, sections: [{ ...valid.sections[0], id }] })).toHaveLength(1);
  }
});

test('rejects a date that is not YYYY-MM-DD', () => {
  expect(issues({ ...valid, updated: { ...valid.updated, dateTime: '1 Jan 2025' } })).toHaveLength(1);
});

test('rejects a table row without one cell per column', () => {
  const table = { kind: 'table', caption: 'Figures', columns: ['Name', 'Value'], rows: [['alpha']] };

  expect(issues({ ...valid, sections: [{ id: 'one', title: 'One', blocks: [table] }] })).toEqual([
    'Every row has one cell per column',
  ]);
});

test('rejects links that are not site paths, anchors, mailto: or https://', () => {
  const link = { kind: 'paragraph', text: ['See ', { text: 'here', href: 'javascript:alert(1)' }] };

  expect(issues({ ...valid, sections: [{ id: 'one', title: 'One', blocks: [link] }] })).toHaveLength(1);
});

test('rejects a document without sections', () => {
  expect(issues({ ...valid, sections: [] })).toHaveLength(1);
});
