/** One block of a marketing page: its section band and the layout its kind calls for. */
import type { Block } from '../content/types';
import { Accordion } from './Accordion';
import { BadgeList } from './BadgeList';
import { CallToAction } from './CallToAction';
import { CardGrid } from './CardGrid';
import { ComparisonTable } from './ComparisonTable';
import { FormBlock } from './FormBlock';
import { PeopleGrid } from './PeopleGrid';
import { Section } from './Section';
import { TextBlock } from './TextBlock';

function BlockBody({ block }: { block: Block }) {
  switch (block.kind) {
    case 'cards':
      return <CardGrid cards={block.cards} columns={block.columns} />;
    case 'accordion':
      return <Accordion items={block.items} />;
    case 'table':
      return <ComparisonTable table={block.table} note={block.note} />;
    case 'text':
      return <TextBlock paragraphs={block.paragraphs} stats={block.stats} />;
    case 'badges':
      return <BadgeList badges={block.badges} />;
    case 'people':
      return <PeopleGrid people={block.people} />;
    case 'cta':
      return <CallToAction actions={block.actions} />;
    case 'form':
      return <FormBlock form={block.form} contacts={block.contacts} />;
  }
}

export function BlockView({ block }: { block: Block }) {
  const { id, eyebrow, title, lead, tone } = block;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} tone={tone} narrow={block.kind === 'accordion'}>
      <BlockBody block={block} />
    </Section>
  );
}
