/** mfe-marketing's accordions in the browser: `<details>` items sharing a name, each opened from its summary. */
import { expect, type Locator, type Page } from '@playwright/test';
import { governmentPage } from 'mfe-marketing/content/government';

export function accordionTriggers(area: Locator): Locator {
  return area.locator('details > summary');
}

/** /government's ROI scenarios: the accordion of four items the browser tests open. */
export function governmentScenarios(page: Page): Locator {
  const [scenarios] = governmentPage.blocks.filter((block) => block.kind === 'accordion');
  return page.getByRole('region', { name: scenarios?.title, exact: true });
}

/** Two items opened in turn leave the second open alone, and it collapses when pressed again. */
export async function expectSingleOpenItem(area: Locator): Promise<void> {
  const items = area.locator('details');
  const open = area.locator('details[open]');
  const triggers = accordionTriggers(area);

  await triggers.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await triggers.nth(2).click();
  await expect(items.nth(2)).toHaveAttribute('open');
  await expect(open).toHaveCount(1);
  await triggers.nth(2).click();
  await expect(open).toHaveCount(0);
}
