/**
 * Every marketing page's content against the spec: the counts it names, and every button leading
 * somewhere that exists (a route of the site, an anchor on the same page, a home section).
 */
import { paths, type HomeSection } from 'shared/paths';
import { aboutPage } from './about';
import { comingSoonPage } from './coming-soon';
import { enterprise360Page } from './enterprise-360';
import { enterpriseAgentsPage } from './enterprise-agents';
import { enterpriseAiPage } from './enterprise-ai';
import { enterpriseAutomationPage } from './enterprise-automation';
import { financialServicesPage } from './financial-services';
import { governmentPage } from './government';
import { homePage } from './home-page';
import { insuranceHealthcarePage } from './insurance-healthcare';
import { trustCenterPage } from './trust-center';
import type { Action, Block, MarketingPage } from './types';

const pages: Record<string, MarketingPage> = {
  [paths.home]: homePage,
  [paths.enterpriseAi]: enterpriseAiPage,
  [paths.enterpriseAgents]: enterpriseAgentsPage,
  [paths.enterprise360]: enterprise360Page,
  [paths.enterpriseAutomation]: enterpriseAutomationPage,
  [paths.financialServices]: financialServicesPage,
  [paths.insuranceHealthcare]: insuranceHealthcarePage,
  [paths.government]: governmentPage,
  [paths.about]: aboutPage,
  [paths.trustCenter]: trustCenterPage,
  [paths.comingSoon]: comingSoonPage,
};

function blocksOf<K extends Block['kind']>(page: MarketingPage, kind: K): Extract<Block, { kind: K }>[] {
  return page.blocks.filter((block): block is Extract<Block, { kind: K }> => block.kind === kind);
}

function cardCounts(page: MarketingPage): number[] {
  return blocksOf(page, 'cards').map((block) => block.cards.length);
}

function actionsOf(page: MarketingPage): Action[] {
  return [
    ...page.hero.actions,
    ...page.blocks.flatMap((block) => {
      if (block.kind === 'cta') return block.actions;
      const cards = block.kind === 'cards' ? block.cards : block.kind === 'form' ? (block.contacts ?? []) : [];
      return cards.flatMap((card) => (card.action ? [card.action] : []));
    }),
  ];
}

function anchorsOf(page: MarketingPage): string[] {
  return page.blocks.flatMap((block) => (block.id ? [block.id] : []));
}

const sitePaths = new Set<string>(Object.values(paths));
const homeAnchors = anchorsOf(homePage);

describe.each(Object.entries(pages))('%s', (path, page) => {
  test('every button leads to a route, a section of this page or of home, or a mailto:/tel: address', () => {
    for (const { href } of actionsOf(page)) {
      const url = new URL(href, 'https://veritenant.example');
      if (url.protocol === 'mailto:' || url.protocol === 'tel:') continue;
      const target = href.startsWith('#') ? path : url.pathname;
      expect(sitePaths).toContain(target);
      const anchors = target === path ? anchorsOf(page) : target === paths.home ? homeAnchors : null;
      const section = url.searchParams.get('section') as HomeSection | null;
      if (section) expect(homeAnchors).toContain(section);
      if (url.hash) expect(anchors ?? anchorsOf(pages[target] ?? page)).toContain(url.hash.slice(1));
    }
  });

  test('block headings are distinct, so each section has its own accessible name', () => {
    const titles = page.blocks.map((block) => block.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('the meta description fits a search result (at most 160 characters)', () => {
    expect(page.description.length).toBeGreaterThan(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });
});

test('home: the hero claims and actions, products, the four sections, six badges, five integrations', () => {
  expect(homePage.hero.title).toBe('Private AI in Your Private Tenant');
  expect(homePage.hero.badges).toEqual(['100% Data Control', 'Zero Data Egress', 'LLM-Agnostic']);
  expect(homePage.hero.actions.map((action) => action.label)).toEqual(['Request a 30 day trial', 'Schedule Demo']);
  expect(anchorsOf(homePage)).toEqual(expect.arrayContaining(['products', 'solutions', 'privacy', 'contact']));
  const products = blocksOf(homePage, 'cards').find((block) => block.id === 'products');
  expect(products?.cards.map((card) => card.action)).toEqual([
    { label: 'Explore Enterprise AI', href: paths.enterpriseAi },
    { label: 'Discover 360 Suite', href: paths.enterprise360 },
    { label: 'More on Agents', href: paths.enterpriseAgents },
  ]);
  expect(blocksOf(homePage, 'badges')[0]?.badges.map((badge) => badge.label)).toEqual([
    'SOC 2 Type II',
    'GDPR',
    'HIPAA',
    'ISO 27001',
    'FedRAMP',
    'PCI DSS',
  ]);
  expect(blocksOf(homePage, 'cards').find((block) => block.id === 'integrations')?.cards).toHaveLength(5);
  const contact = blocksOf(homePage, 'form')[0];
  expect(contact).toMatchObject({ id: 'contact', form: 'ContactForm' });
  expect(contact?.contacts?.flatMap((card) => (card.action ? [card.action.href] : []))).toEqual([
    'mailto:enterprise@veritenant.example?subject=Enterprise%20Inquiry',
    'mailto:sales@veritenant.example?subject=Enterprise%20Inquiry',
  ]);
});

test.each([
  [enterpriseAiPage, 'EnterpriseAiDemoForm'],
  [enterpriseAgentsPage, 'EnterpriseAgentsRoiForm'],
  [enterprise360Page, 'Enterprise360DeepDiveForm'],
] as const)('product page %#: the hero button scrolls to its form at #contact-form', (page, form) => {
  expect(page.hero.actions[0]?.href).toBe('#contact-form');
  expect(page.blocks.at(-1)).toMatchObject({ kind: 'form', id: 'contact-form', form });
});

test('/enterprise-automation: 7 + 7 use cases with top-line, bottom-line and ROI; 6 reasons; an ROI accordion', () => {
  expect(cardCounts(enterpriseAutomationPage)).toEqual([7, 7, 6]);
  for (const block of blocksOf(enterpriseAutomationPage, 'cards').slice(0, 2)) {
    for (const card of block.cards) {
      expect(card.metrics?.map((metric) => metric.label)).toEqual(['Top-line impact', 'Bottom-line impact', 'ROI']);
    }
  }
  expect(blocksOf(enterpriseAutomationPage, 'accordion')).toHaveLength(1);
  expect(enterpriseAutomationPage.blocks.at(-1)).toMatchObject({ kind: 'form', form: 'EnterpriseAutomationForm' });
});

test('/financial-services: market size, 4 challenges, 6 solutions, 5 benefits, top-line and bottom-line ROI, a comparison', () => {
  expect(financialServicesPage.blocks.map((block) => block.kind)).toEqual([
    'text',
    'cards',
    'cards',
    'cards',
    'accordion',
    'table',
    'cards',
    'form',
  ]);
  expect(cardCounts(financialServicesPage).slice(0, 3)).toEqual([4, 6, 5]);
  expect(blocksOf(financialServicesPage, 'accordion')[0]?.items.map((item) => item.title)).toEqual([
    'Top-line impact',
    'Bottom-line impact',
  ]);
  expect(financialServicesPage.blocks.at(-1)).toMatchObject({ kind: 'form', form: 'FinancialServicesForm' });
});

test('/insurance-healthcare: badges, Get Started Today, 5 + 5 cards, three sale stages, the six-row comparison', () => {
  expect(insuranceHealthcarePage.hero.badges).toEqual(['HIPAA Ready', 'GDPR Compliant', 'Zero Data Leakage']);
  expect(insuranceHealthcarePage.hero.actions[0]).toMatchObject({ label: 'Get Started Today', href: '#contact' });
  expect(cardCounts(insuranceHealthcarePage).slice(0, 2)).toEqual([5, 5]);
  expect(blocksOf(insuranceHealthcarePage, 'accordion')[0]?.items).toHaveLength(3);
  const table = blocksOf(insuranceHealthcarePage, 'table')[0]?.table;
  expect(table?.rows.map((row) => row.aspect)).toEqual([
    'Privacy',
    'Control',
    'Cost & ROI',
    'Integration',
    'Security',
    'Compliance',
  ]);
  expect(table?.rows[2]?.cells[0]).toContain('$19.95 per user per month plus agent and model fees');
  expect(insuranceHealthcarePage.blocks.at(-1)).toMatchObject({ kind: 'form', form: 'InsuranceHealthcareForm' });
});

test('/government: decorative icons, 4 risks, 4 agents, 4 ROI scenarios, 6 use cases, 5 advantages', () => {
  expect(governmentPage.hero.decorativeIcons?.length).toBeGreaterThan(0);
  expect(cardCounts(governmentPage)).toEqual([4, 4, 6, 5]);
  expect(blocksOf(governmentPage, 'accordion')[0]?.items).toHaveLength(4);
  expect(governmentPage.blocks.at(-1)).toMatchObject({ kind: 'form', form: 'GovernmentForm' });
});

test('/about: the CEO and the CTO, each with a portrait', () => {
  const people = blocksOf(aboutPage, 'people')[0]?.people ?? [];
  expect(people.map((person) => person.portrait)).toEqual(['ceo', 'cto']);
});

test('/trust-center: the four pillars and the two buttons of the spec', () => {
  expect(blocksOf(trustCenterPage, 'cards')[0]?.cards.map((card) => card.title)).toEqual([
    '100% Private',
    'Built-in RBAC',
    'Full Traceability',
    'Secure API Gateway',
  ]);
  expect(
    blocksOf(trustCenterPage, 'cta')
      .at(-1)
      ?.actions.map((action) => action.href),
  ).toEqual(['/?section=contact', '/enterprise-ai#contact-form']);
});

test('/coming-soon: Manufacturing, API docs, documentation, support, careers and press', () => {
  expect(blocksOf(comingSoonPage, 'cards')[0]?.cards).toHaveLength(6);
});
