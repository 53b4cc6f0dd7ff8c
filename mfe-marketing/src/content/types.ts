/**
 * The shape of every marketing page as data. A page is a hero followed by blocks; each block
 * kind has one layout component, so a marketer edits a page's content module and never its
 * markup. Counts the spec names (seven use cases, six why-choose cards, ...) live in the data
 * and are checked by the tests.
 */
import type { LucideIcon } from 'lucide-react';

/**
 * A local icon: one of lucide's glyphs, bundled as SVG (nothing is hot-linked). A page's content
 * imports the glyphs it shows, so its chunk carries those and no others.
 */
export type Glyph = LucideIcon;

/** The lead forms mfe-forms exposes for other remotes to place (its exposes map, without './'). */
export type LeadFormModule =
  | 'ContactForm'
  | 'EnterpriseAiDemoForm'
  | 'EnterpriseAgentsRoiForm'
  | 'Enterprise360DeepDiveForm'
  | 'InsuranceHealthcareForm'
  | 'FinancialServicesForm'
  | 'GovernmentForm'
  | 'EnterpriseAutomationForm';

/**
 * A call to action. `href` is a site path from `shared/paths` (`/enterprise-ai`,
 * `/?section=contact`), a same-page anchor (`#contact-form`, scrolled to smoothly) or a
 * `mailto:`/`tel:` URL.
 */
export interface Action {
  label: string;
  href: string;
  variant?: 'primary' | 'secondary' | 'inverse';
}

/** A labelled figure: 'ROI' / '300-400%'. */
export interface Metric {
  label: string;
  value: string;
}

export interface Card {
  icon?: Glyph;
  title: string;
  body: string;
  /** Short bullet points under the body. */
  points?: readonly string[];
  /** Figures shown as a definition list (top-line impact, bottom-line impact, ROI). */
  metrics?: readonly Metric[];
  action?: Action;
}

export interface AccordionItem {
  title: string;
  /** One line shown beside the title while collapsed. */
  summary?: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  metrics?: readonly Metric[];
}

export interface ComparisonTable {
  caption: string;
  /** Column headings; the first heads the row labels. */
  columns: readonly string[];
  /** One row per aspect: its label, then one cell per remaining column. */
  rows: readonly { aspect: string; cells: readonly string[] }[];
}

export interface Person {
  name: string;
  role: string;
  bio: string;
  /** A file in `src/assets/people/` (see `components/portraits.ts`). */
  portrait: 'ceo' | 'cto';
}

/** What every block has: an anchor, a heading and optional lead lines. */
interface BlockHeading {
  /** The element id, for `/?section=` and `#hash` links. */
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Background band; 'inverse' is the dark band used for privacy and trust messages. */
  tone?: 'plain' | 'muted' | 'inverse';
}

export type Block =
  | (BlockHeading & { kind: 'cards'; cards: readonly Card[]; columns?: 2 | 3 | 4 })
  | (BlockHeading & { kind: 'accordion'; items: readonly AccordionItem[] })
  | (BlockHeading & { kind: 'table'; table: ComparisonTable; note?: string })
  | (BlockHeading & { kind: 'text'; paragraphs: readonly string[]; stats?: readonly Metric[] })
  | (BlockHeading & { kind: 'badges'; badges: readonly { icon: Glyph; label: string; detail: string }[] })
  | (BlockHeading & { kind: 'people'; people: readonly Person[] })
  | (BlockHeading & { kind: 'cta'; actions: readonly Action[] })
  | (BlockHeading & {
      kind: 'form';
      id: string;
      form: LeadFormModule;
      /** Cards beside the form: direct e-mail, phone, office. */
      contacts?: readonly Card[];
    });

export interface Hero {
  eyebrow: string;
  title: string;
  lead: string;
  actions: readonly Action[];
  /** Short claims or certifications shown as chips under the actions. */
  badges?: readonly string[];
  /** Icons drawn large and faint behind the hero text. */
  decorativeIcons?: readonly Glyph[];
}

export interface MarketingPage {
  /** Meta description of the page, for search results and link previews. */
  description: string;
  hero: Hero;
  blocks: readonly Block[];
}
