/**
 * The one template of the legal pages: the hero, the date, a table of contents of numbered,
 * anchored sections, then each section. On wide screens the contents stay beside the text; on
 * phones they come first, and each section ends with a link back to them.
 */
import type { ReactNode } from 'react';
import { usePageMeta } from 'shared/page-meta';
import { PageHero } from 'shared/ui/page-hero';
import type { DocumentLabels, LegalDocument as LegalDocumentData } from '../content/legal-document';
import { AnchorLink } from './AnchorLink';
import { DocumentBlock } from './DocumentBlock';
import { TableOfContents } from './TableOfContents';
import styles from './LegalDocument.module.scss';

const CONTENTS_ID = 'contents';
const CONTENTS_HEADING_ID = 'contents-heading';

export interface LegalDocumentProps {
  document: LegalDocumentData;
  labels: DocumentLabels;
  /** Controls placed at the end of a section, by section id (the cookie policy's preferences button). */
  sectionActions?: Readonly<Record<string, ReactNode>>;
}

export function LegalDocument({ document, labels, sectionActions = {} }: LegalDocumentProps) {
  const { hero, updated, sections } = document;
  // The hero's lead says what the document is, as a search result or link preview should.
  usePageMeta(undefined, hero.lead);
  const numbered = sections.map((section, index) => ({
    ...section,
    headingId: `${section.id}-heading`,
    heading: `${index + 1}. ${section.title}`,
  }));

  return (
    <>
      <PageHero {...hero} />
      <div className={styles.layout}>
        <p className={styles.updated}>
          {updated.label} <time dateTime={updated.dateTime}>{updated.date}</time>
        </p>
        <TableOfContents
          id={CONTENTS_ID}
          headingId={CONTENTS_HEADING_ID}
          label={labels.contents}
          entries={numbered}
          className={styles.contents}
        />
        <div className={styles.body}>
          {numbered.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={section.headingId} className={styles.section}>
              <h2 id={section.headingId} className={styles.heading} tabIndex={-1}>
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <DocumentBlock key={index} block={block} />
              ))}
              {sectionActions[section.id] && <div className={styles.actions}>{sectionActions[section.id]}</div>}
              <p className={styles.backLink}>
                <AnchorLink targetId={CONTENTS_ID} focusId={CONTENTS_HEADING_ID}>
                  {labels.backToContents}
                </AnchorLink>
              </p>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
