/**
 * The marketing pages in the composed site (docs/product.md#routes-and-screens): each page's sections with the
 * counts the spec names, every button's destination, the scroll behaviours and the accordions'
 * single-open rule. Section headings come from the content modules; the counts from the spec.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { aboutPage } from 'mfe-marketing/content/about';
import { comingSoonPage } from 'mfe-marketing/content/coming-soon';
import { enterpriseAutomationPage } from 'mfe-marketing/content/enterprise-automation';
import { financialServicesPage } from 'mfe-marketing/content/financial-services';
import { governmentPage } from 'mfe-marketing/content/government';
import { homePage } from 'mfe-marketing/content/home-page';
import { insuranceHealthcarePage } from 'mfe-marketing/content/insurance-healthcare';
import { trustCenterPage } from 'mfe-marketing/content/trust-center';
import type { Block, MarketingPage } from 'mfe-marketing/content/types';
import { accordionTriggers, expectSingleOpenItem, governmentScenarios } from './support/accordion';
import { seedConsent } from './support/consent';

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

/** The page's blocks of one kind, in order. */
function blocksOf<K extends Block['kind']>(content: MarketingPage, kind: K): Extract<Block, { kind: K }>[] {
  return content.blocks.filter((block): block is Extract<Block, { kind: K }> => block.kind === kind);
}

function region(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Cards are list items with a heading; their bullet points are list items without one. */
function cards(area: Locator): Locator {
  return area.getByRole('listitem').filter({ has: area.page().getByRole('heading', { level: 3 }) });
}

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function expectCardCounts(page: Page, content: MarketingPage, counts: readonly number[]): Promise<void> {
  const blocks = blocksOf(content, 'cards');
  expect(blocks.map((block) => block.cards.length)).toEqual(counts);
  for (const block of blocks) await expect(cards(region(page, block.title))).toHaveCount(block.cards.length);
}

async function expectAccordionItems(area: Locator, titles: readonly RegExp[]): Promise<void> {
  const triggers = accordionTriggers(area);
  await expect(triggers).toHaveCount(titles.length);
  await expect(area.locator('details[open]')).toHaveCount(0);
  for (const [index, title] of titles.entries()) await expect(triggers.nth(index)).toHaveText(title);
}

test.describe('home', () => {
  test('hero: the headline, the three claims and both calls to action', async ({ page }) => {
    await open(page, '/', 'Private AI in Your Private Tenant');
    const hero = page.locator('main section').first();
    for (const claim of ['100% Data Control', 'Zero Data Egress', 'LLM-Agnostic']) {
      await expect(hero.getByRole('listitem').filter({ hasText: claim })).toBeVisible();
    }
    await hero.getByRole('link', { name: 'Request a 30 day trial' }).click();
    await expect(page).toHaveURL('/trial');

    await open(page, '/', 'Private AI in Your Private Tenant');
    await page.getByRole('link', { name: 'Schedule Demo' }).click();
    await expect(page).toHaveURL('/?section=contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the four anchored sections the header links to exist', async ({ page }) => {
    await open(page, '/', 'Private AI in Your Private Tenant');
    for (const id of ['products', 'solutions', 'privacy', 'contact']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
  });

  const productButtons = [
    ['Explore Enterprise AI', '/enterprise-ai', 'Private, auditable models inside your infrastructure'],
    ['Discover 360 Suite', '/enterprise-360', 'Contextual private search across all your data'],
    ['More on Agents', '/enterprise-agents', 'Autonomous agents that work inside your systems'],
  ] as const;
  for (const [label, path, heading] of productButtons) {
    test(`products: '${label}' navigates to ${path}`, async ({ page }) => {
      await open(page, '/', 'Private AI in Your Private Tenant');
      const products = page.locator('#products');
      await expect(cards(products)).toHaveCount(3);
      await products.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('solutions lead to each industry page; privacy names the five architecture points', async ({ page }) => {
    await open(page, '/', 'Private AI in Your Private Tenant');
    const solutionLinks = page.locator('#solutions').getByRole('link');
    await expect(solutionLinks).toHaveCount(5);
    expect(await solutionLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/enterprise-automation',
      '/financial-services',
      '/insurance-healthcare',
      '/government',
      '/coming-soon',
    ]);
    const privacy = page.locator('#privacy');
    for (const point of [
      /private tenant/i,
      /data sovereignty/i,
      /customer-managed keys/i,
      /zero data sharing/i,
      /air-gapped/i,
    ]) {
      await expect(privacy.getByRole('heading', { level: 3, name: point })).toBeVisible();
    }
  });

  test('compliance badges and integrations', async ({ page }) => {
    await open(page, '/', 'Private AI in Your Private Tenant');
    const [badges] = blocksOf(homePage, 'badges');
    const badgeItems = region(page, badges?.title ?? '').getByRole('listitem');
    await expect(badgeItems).toHaveCount(6);
    for (const label of ['SOC 2 Type II', 'GDPR', 'HIPAA', 'ISO 27001', 'FedRAMP', 'PCI DSS']) {
      await expect(badgeItems.filter({ hasText: label }).first()).toBeVisible();
    }
    const integrations = cards(page.locator('#integrations'));
    await expect(integrations).toHaveCount(5);
    for (const kind of [/directory/i, /single sign-on/i, /chat/i, /CRM\/ERP/, /ITSM/]) {
      await expect(integrations.filter({ hasText: kind }).first()).toBeVisible();
    }
  });

  test('contact: the consultation form, two mailto cards and the Campbell, CA office', async ({ page }) => {
    await open(page, '/', 'Private AI in Your Private Tenant');
    const contact = page.locator('#contact');
    // The form loads as a visitor heads towards it.
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole('form', { name: 'Schedule a Consultation' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'enterprise@veritenant.example' })).toHaveAttribute(
      'href',
      'mailto:enterprise@veritenant.example?subject=Enterprise%20Inquiry',
    );
    await expect(contact.getByRole('link', { name: 'sales@veritenant.example' })).toHaveAttribute(
      'href',
      'mailto:sales@veritenant.example?subject=Enterprise%20Inquiry',
    );
    await expect(contact.getByText(/Campbell, CA/).first()).toBeVisible();
  });
});

test.describe('product pages', () => {
  const products = [
    ['/enterprise-ai', 'Private, auditable models inside your infrastructure', 'Schedule an Enterprise AI Demo'],
    ['/enterprise-agents', 'Autonomous agents that work inside your systems', 'Get Your ROI Analysis'],
    ['/enterprise-360', 'Contextual private search across all your data', 'Request a 360 Deep Dive'],
  ] as const;
  for (const [path, heading, form] of products) {
    test(`${path}: feature cards, trust sections, and the hero button scrolls to the form`, async ({ page }) => {
      await open(page, path, heading);
      await expect(cards(page.locator('#features')).first()).toBeVisible();
      expect(await cards(page.locator('#features')).count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator('main section[aria-labelledby]').count()).toBeGreaterThanOrEqual(3);

      await page.locator('main section').first().getByRole('link').first().click();
      await expect(page).toHaveURL(`${path}#contact-form`);
      const formSection = page.locator('#contact-form');
      await expect(formSection.getByRole('form', { name: form })).toBeVisible();
      await expect(formSection).toBeInViewport();
    });
  }

  test('a URL hash is scrolled to on load', async ({ page }) => {
    await page.goto('/enterprise-360#contact-form');
    await expect(page.locator('#contact-form')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('landing pages', () => {
  test('/enterprise-automation: 7 front-office and 7 back-office use cases with impact and ROI, 6 reasons, ROI accordion', async ({
    page,
  }) => {
    await open(page, '/enterprise-automation', enterpriseAutomationPage.hero.title);
    await expectCardCounts(page, enterpriseAutomationPage, [7, 7, 6]);
    for (const block of blocksOf(enterpriseAutomationPage, 'cards').slice(0, 2)) {
      const useCases = cards(region(page, block.title));
      for (const label of ['Top-line impact', 'Bottom-line impact', 'ROI']) {
        await expect(useCases.filter({ has: page.getByRole('term').filter({ hasText: label }) })).toHaveCount(7);
      }
    }
    const [roi] = blocksOf(enterpriseAutomationPage, 'accordion');
    expect(roi?.items.length).toBeGreaterThan(0);
    await expect(accordionTriggers(region(page, roi?.title ?? ''))).toHaveCount(roi?.items.length ?? 0);
  });

  test('/financial-services: market size, 4 challenges, 6 solutions, 5 benefits, ROI, comparison, security and support', async ({
    page,
  }) => {
    await open(page, '/financial-services', financialServicesPage.hero.title);
    const cardCounts = blocksOf(financialServicesPage, 'cards').map((block) => block.cards.length);
    expect(cardCounts.slice(0, 3)).toEqual([4, 6, 5]);
    await expectCardCounts(page, financialServicesPage, cardCounts);
    const [marketSize] = blocksOf(financialServicesPage, 'text');
    await expect(region(page, marketSize?.title ?? '')).toBeVisible();
    const [roi] = blocksOf(financialServicesPage, 'accordion');
    await expectAccordionItems(region(page, roi?.title ?? ''), [/top-line/i, /bottom-line/i]);
    const [comparison] = blocksOf(financialServicesPage, 'table');
    await expect(region(page, comparison?.title ?? '').getByRole('table')).toBeVisible();
  });

  test('/insurance-healthcare: badges, Get Started Today, 5 + 5 cards, life and annuity sales, the comparison table', async ({
    page,
  }) => {
    await open(page, '/insurance-healthcare', insuranceHealthcarePage.hero.title);
    const hero = page.locator('main section').first();
    for (const badge of ['HIPAA Ready', 'GDPR Compliant', 'Zero Data Leakage']) {
      await expect(hero.getByRole('listitem').filter({ hasText: badge })).toBeVisible();
    }
    const cardCounts = blocksOf(insuranceHealthcarePage, 'cards').map((block) => block.cards.length);
    expect(cardCounts.slice(0, 2)).toEqual([5, 5]);
    await expectCardCounts(page, insuranceHealthcarePage, cardCounts);
    const [lifeAndAnnuity] = blocksOf(insuranceHealthcarePage, 'accordion');
    await expectAccordionItems(region(page, lifeAndAnnuity?.title ?? ''), [/pre-sale/i, /during/i, /post-sale/i]);

    const table = page.getByRole('table');
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'Privacy',
      'Control',
      'Cost & ROI',
      'Integration',
      'Security',
      'Compliance',
    ]);
    await expect(table.getByRole('row', { name: /Cost & ROI/ })).toContainText(
      '$19.95 per user per month plus agent and model fees',
    );

    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: 'sales@veritenant.example' })).toHaveAttribute(
      'href',
      /^mailto:sales@veritenant\.example/,
    );
    await expect(contact.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+14085550142');

    await hero.getByRole('link', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL('/insurance-healthcare#contact');
    await expect(contact).toBeInViewport();
  });

  test('/government: decorative hero icons, 4 risks, 4 agents, 4 ROI scenarios, 6 use cases, 5 advantages', async ({
    page,
  }) => {
    await open(page, '/government', governmentPage.hero.title);
    await expect(page.locator('main section').first().locator('[aria-hidden="true"] svg').first()).toBeVisible();
    await expectCardCounts(page, governmentPage, [4, 4, 6, 5]);
    await expectAccordionItems(governmentScenarios(page), [/federal/i, /state/i, /local/i, /school/i]);
  });

  test('accordions: at most one item open, and an open item collapses', async ({ page }) => {
    await open(page, '/government', governmentPage.hero.title);
    await expectSingleOpenItem(governmentScenarios(page));
  });
});

test.describe('company pages', () => {
  test('/about: the story, registration in Delaware and California, CEO and CTO with photos', async ({ page }) => {
    await open(page, '/about', aboutPage.hero.title);
    await expect(page.getByText(/Delaware and California/).first()).toBeVisible();
    const [leadership] = blocksOf(aboutPage, 'people');
    const people = region(page, leadership?.title ?? '').getByRole('listitem');
    await expect(people).toHaveCount(2);
    await expect(people.filter({ hasText: /Chief Executive Officer|CEO/ })).toHaveCount(1);
    await expect(people.filter({ hasText: /Chief Technology Officer|CTO/ })).toHaveCount(1);
    for (const portrait of await people.getByRole('img').all()) {
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toHaveAttribute('width', '160');
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('/trust-center: the four pillars and the buttons to contact and the Enterprise AI form', async ({ page }) => {
    await open(page, '/trust-center', trustCenterPage.hero.title);
    const [pillars] = blocksOf(trustCenterPage, 'cards');
    const pillarHeadings = region(page, pillars?.title ?? '').getByRole('heading', { level: 3 });
    expect(await pillarHeadings.allTextContents()).toEqual([
      '100% Private',
      'Built-in RBAC',
      'Full Traceability',
      'Secure API Gateway',
    ]);
    for (const title of [/compliance acceleration/i, /architecture of trust/i]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }

    const [cta] = blocksOf(trustCenterPage, 'cta');
    const actions = region(page, cta?.title ?? '').getByRole('link');
    expect(await actions.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/?section=contact',
      '/enterprise-ai#contact-form',
    ]);
    await actions.nth(1).click();
    await expect(page).toHaveURL('/enterprise-ai#contact-form');
    await expect(page.locator('#contact-form')).toBeInViewport();
    await page.goBack();
    await actions.nth(0).click();
    await expect(page).toHaveURL('/?section=contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('/coming-soon: the placeholder for Manufacturing, API docs, documentation, support, careers and press', async ({
    page,
  }) => {
    await open(page, '/coming-soon', comingSoonPage.hero.title);
    const [upcoming] = blocksOf(comingSoonPage, 'cards');
    const headings = cards(region(page, upcoming?.title ?? '')).getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(6);
    for (const [index, name] of ['Manufacturing', 'API', 'Documentation', 'Support', 'Careers', 'Press'].entries()) {
      await expect(headings.nth(index)).toContainText(name);
    }
  });
});
