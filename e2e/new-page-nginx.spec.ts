/**
 * A page added to mfe-marketing ships with that remote's promotion alone (README: Adding a
 * marketing page). In a copy of this checkout the test writes the page's content file and its
 * one registry entry, and builds mfe-marketing there (`npm run release -- build`), the one build
 * of the test. That release then goes live, as a canary and as a preview on two sites serving the
 * current builds of every app, whose servers run from this checkout (which has no such page): the
 * Node server over a folder store, and nginx over a bucket (s3rver, PostgreSQL). Nothing else is
 * built, promoted or restarted: the shell's live release stays the same.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { startPgCluster, type PgCluster } from 'api/testing/pg-cluster';
import { edit } from '../ops/testing/candidate';
import { runRelease, type Outcome } from '../ops/testing/release-command';
import { startS3Server, type S3Server } from '../ops/testing/s3-server';
import { cohortCookie } from '../ops/core/swap-cookies';
import { siteOrigins, startBucketNginx } from './support/bucket-nginx';
import { copyCheckout } from './support/checkout-copy';
import { seedConsent } from './support/consent';
import { processes } from './support/processes';
import { startReleaseSite, type ReleaseSite } from './support/release-site';
import { E2E_SITE_SECRET, isPrerenderedHtml } from './support/site';
import { expect, test } from './support/test';

const manufacturing = {
  path: '/manufacturing',
  title: 'Manufacturing',
  description:
    'Private AI for quality inspection, predictive maintenance and supply chain planning, on your own floor.',
  heading: 'Private AI on your own factory floor',
};

/** The page's content file and its entry in mfe-marketing's registry, as a marketer writes them. */
function addManufacturingPage(copy: string): void {
  const src = path.join(copy, 'mfe-marketing', 'src');
  writeFileSync(
    path.join(src, 'content', 'manufacturing.ts'),
    `import { paths } from 'shared/paths';
import type { MarketingPage } from './types';

export const manufacturingPage = {
  description: ${JSON.stringify(manufacturing.description)},
  hero: {
    eyebrow: 'Manufacturing',
    title: ${JSON.stringify(manufacturing.heading)},
    lead: 'Quality inspection, predictive maintenance and planning, with no data leaving the plant.',
    actions: [{ label: 'Back to Home', href: paths.home }],
  },
  blocks: [],
} satisfies MarketingPage;

export default manufacturingPage;
`,
  );
  const registry = path.join(src, 'pages.ts');
  edit(
    registry,
    'export const pages = [',
    "import { manufacturingPage } from './content/manufacturing';\n\nexport const pages = [",
  );
  edit(
    registry,
    '] as const satisfies',
    `  {
    path: ${JSON.stringify(manufacturing.path)},
    module: 'ManufacturingPage',
    title: ${JSON.stringify(manufacturing.title)},
    description: manufacturingPage.description,
    content: 'manufacturing',
    sitemap: true,
  },
] as const satisfies`,
  );
}

/** A site serving a release store, and `npm run release -- …` on that store. */
interface Served {
  name: string;
  url: string;
  release(...args: string[]): Promise<Outcome>;
}

let folderSite: ReleaseSite;
let s3: S3Server | undefined;
let pg: PgCluster | undefined;
const servers = processes();
const sites: Served[] = [];
/** The release of mfe-marketing with the page, built in the copy. */
let added = '';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

async function released(site: Served, ...args: string[]): Promise<string> {
  const outcome = await site.release(...args);
  expect(outcome.code, `${site.name}: release ${args.join(' ')}\n${outcome.stderr}`).toBe(0);
  return outcome.stdout;
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  folderSite = await startReleaseSite('new-page');
  const workDir = folderSite.workDir;
  const copy = path.join(workDir, 'checkout');
  copyCheckout(copy);
  addManufacturingPage(copy);
  [s3, pg] = await Promise.all([startS3Server(), startPgCluster()]);

  // The one build: mfe-marketing with the page, from the copy, into the folder store.
  const built = await runRelease(['build', 'mfe-marketing'], folderSite.env, { checkout: copy });
  expect(built.code, built.stderr).toBe(0);
  added = built.stdout.trim().split('\n').at(-1) ?? '';

  // The folder store (the live set and the new release, not live) moved into a bucket, served by nginx.
  const bucketEnv: Record<string, string> = {
    ...s3.env('site'),
    RELEASE_DATABASE_URL: await pg.createDatabase(),
    RELEASE_PREVIEW_SECRET: E2E_SITE_SECRET,
    ...(await siteOrigins()),
  };
  const bucketRelease = (...args: string[]) => runRelease(args, bucketEnv);
  const pushed = await bucketRelease('push', '--from', folderSite.store);
  expect(pushed.code, pushed.stderr).toBe(0);
  await startBucketNginx(servers, path.join(workDir, 'nginx'), bucketEnv);

  sites.push(
    { name: 'the Node server', url: folderSite.shellOrigin, release: folderSite.release },
    { name: 'nginx over a bucket', url: bucketEnv.SITE_URL!, release: bucketRelease },
  );
  // Every page of the live set prerendered, as production serves them (the live shell promoted again).
  for (const site of sites) await released(site, 'promote', 'shell', await liveRelease(site, 'shell'));
});

test.afterAll(async () => {
  await servers.stopAll();
  await Promise.all([s3?.stop(), pg?.stop()]);
  folderSite?.close();
});

/** The release of `pkg` the site's run-time configuration names for a visitor with no cookie. */
async function liveRelease(site: Served, pkg: string): Promise<string> {
  const config = (await (await fetch(`${site.url}/app-config.json`)).json()) as { releases: Record<string, string> };
  return config.releases[pkg] ?? '';
}

/** The page's status and HTML, and whether the sitemap lists it, for a visitor with `cookie`. */
async function served(site: Served, cookie = ''): Promise<{ status: number; html: string; inSitemap: boolean }> {
  const headers = { cookie };
  const response = await fetch(`${site.url}${manufacturing.path}`, { headers });
  const sitemap = await fetch(`${site.url}/sitemap.xml`, { headers });
  expect(sitemap.status, `${site.name}: sitemap.xml`).toBe(200);
  const inSitemap = (await sitemap.text()).includes(`${manufacturing.path}</loc>`);
  return { status: response.status, html: await response.text(), inSitemap };
}

/** The prerendered page: its title and description in the HTML the server sends. */
function expectPrerendered(site: Served, html: string): void {
  expect(isPrerenderedHtml(html), `${site.name}: a prerendered page`).toBe(true);
  expect(html).toContain(`<title>${manufacturing.title} | Veritenant</title>`);
  expect(html).toContain(`<meta name="description" content="${manufacturing.description}">`);
  expect(html).toContain(manufacturing.heading);
}

/** What a fresh browser with `cohort` (or none) and the preview `link` opened first (or none) gets at the page. */
async function visit(browser: Browser, site: Served, { cohort, link }: { cohort?: number; link?: string } = {}) {
  const context = await browser.newContext();
  try {
    if (cohort !== undefined) {
      await context.addCookies([{ name: cohortCookie, value: String(cohort), url: site.url }]);
    }
    const page = await context.newPage();
    await seedConsent(page);
    if (link) await page.goto(link);
    const response = await page.goto(`${site.url}${manufacturing.path}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(response?.status() === 200 ? manufacturing.heading : 'Oops! Page not found');
    return { status: response?.status(), title: await page.title(), heading: await heading.textContent() };
  } finally {
    await context.close();
  }
}

test('promote mfe-marketing alone serves the new page, prerendered and in the sitemap; rollback makes it 404', async ({
  page,
}) => {
  await seedConsent(page);
  for (const site of sites) {
    const shell = await liveRelease(site, 'shell');
    expect(await served(site), site.name).toMatchObject({ status: 404, inSitemap: false });

    await released(site, 'promote', 'mfe-marketing', added);
    const promoted = await served(site);
    expect(promoted, site.name).toMatchObject({ status: 200, inSitemap: true });
    expectPrerendered(site, promoted.html);
    await page.goto(`${site.url}${manufacturing.path}`);
    await expect(page.getByRole('heading', { level: 1, name: manufacturing.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${manufacturing.title} | Veritenant`);
    expect(await liveRelease(site, 'shell'), `${site.name}: the shell's live release`).toBe(shell);

    await released(site, 'rollback', 'mfe-marketing');
    expect(await served(site), site.name).toMatchObject({ status: 404, inSitemap: false });
    await page.goto(`${site.url}${manufacturing.path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  }
});

test('a canary of the release adding the page serves it to its cohort only', async ({ browser }) => {
  for (const site of sites) {
    await released(site, 'promote', 'mfe-marketing', added, '--canary', '50', '--no-watch');
    const inCohort = await visit(browser, site, { cohort: 0 });
    expect(inCohort, site.name).toEqual({
      status: 200,
      title: `${manufacturing.title} | Veritenant`,
      heading: manufacturing.heading,
    });
    expectPrerendered(site, (await served(site, `${cohortCookie}=0`)).html);
    expect(await visit(browser, site, { cohort: 99 }), site.name).toMatchObject({ status: 404 });
    expect(await served(site, `${cohortCookie}=99`), site.name).toMatchObject({ status: 404, inSitemap: false });

    await released(site, 'rollback', 'mfe-marketing');
    expect(await visit(browser, site, { cohort: 0 }), site.name).toMatchObject({ status: 404 });
  }
});

test('a preview of the release adding the page shows it to the previewer only', async ({ browser }) => {
  for (const site of sites) {
    const printed = await released(site, 'preview', 'mfe-marketing', added);
    const link = new URL(printed.trim().split('\n').at(-1)!);
    const previewer = await visit(browser, site, { link: `${site.url}${link.pathname}${link.search}` });
    expect(previewer, site.name).toMatchObject({ status: 200, heading: manufacturing.heading });
    expect(await visit(browser, site), site.name).toMatchObject({ status: 404 });
  }
});
