/**
 * Where each browser test belongs, so `npm run test:affected` runs it only when what it covers
 * changed: the routes it visits (their owning remote, by the remotes' registries) and the packages it
 * exercises beyond them (`uses`: the shell's frame, remote modules placed in another's page, the
 * api, the release tooling in ops/). A spec missing here runs on every change
 * (e2e-specs.test.ts lists every spec in e2e/ here).
 */
import { paths } from 'shared/paths';
import type { RemoteName } from 'shared/remotes';
import { registeredPages, registryOf } from '../../ops/testing/site-pages';

export interface SpecPlace {
  routes: readonly string[];
  uses: readonly string[];
}

const every = registeredPages().map((page) => page.path);
const routesOf = (remote: RemoteName): string[] => registryOf(remote).map((page) => page.path);

export const e2eSpecs: Readonly<Record<string, SpecPlace>> = {
  'e2e/accessibility.spec.ts': { routes: [paths.about, paths.government, paths.blog], uses: ['shell'] },
  'e2e/analytics.spec.ts': { routes: [], uses: ['shell'] },
  'e2e/blog-hydration.spec.ts': { routes: [paths.blog], uses: ['api'] },
  'e2e/blog.spec.ts': { routes: [paths.blog, paths.blogPost], uses: ['api'] },
  'e2e/bucket-nginx.spec.ts': { routes: [paths.cookiePolicy], uses: ['ops', 'api'] },
  'e2e/canary-watch.spec.ts': { routes: [paths.cookiePolicy], uses: ['ops', 'api'] },
  'e2e/canary.spec.ts': { routes: [paths.cookiePolicy, paths.about], uses: ['ops'] },
  'e2e/consent-keyboard.spec.ts': { routes: [], uses: ['shell'] },
  'e2e/consent-records.spec.ts': { routes: [paths.cookiePolicy], uses: ['shell', 'api'] },
  'e2e/consent.spec.ts': { routes: [paths.home, paths.cookiePolicy], uses: ['shell'] },
  'e2e/console-nginx.spec.ts': { routes: [paths.cookiePolicy], uses: ['ops', 'api'] },
  'e2e/console.spec.ts': { routes: [paths.cookiePolicy], uses: ['ops', 'api'] },
  'e2e/early-input.spec.ts': { routes: [...routesOf('mfe_marketing'), paths.trial], uses: ['mfe-forms'] },
  'e2e/field-reports.spec.ts': { routes: [paths.about], uses: ['shell', 'api'] },
  'e2e/form-outage.spec.ts': { routes: [paths.enterpriseAi], uses: ['mfe-forms'] },
  'e2e/form-start.spec.ts': { routes: [...routesOf('mfe_marketing'), paths.trial], uses: ['mfe-forms'] },
  'e2e/header.spec.ts': { routes: [], uses: ['shell'] },
  'e2e/lead-forms.spec.ts': { routes: [paths.trial], uses: ['api'] },
  'e2e/legal.spec.ts': { routes: [paths.termsOfService, paths.privacyPolicy], uses: [] },
  'e2e/marketing.spec.ts': { routes: routesOf('mfe_marketing'), uses: [] },
  'e2e/nginx.spec.ts': { routes: every, uses: ['ops', 'api'] },
  'e2e/navigation.spec.ts': { routes: [paths.home, paths.privacyPolicy], uses: ['shell'] },
  'e2e/new-page-nginx.spec.ts': { routes: [], uses: ['mfe-marketing', 'ops', 'api'] },
  'e2e/placed-forms.spec.ts': { routes: routesOf('mfe_marketing'), uses: ['mfe-forms', 'api'] },
  'e2e/prerender.spec.ts': { routes: every, uses: ['ops'] },
  'e2e/previews.spec.ts': { routes: [paths.cookiePolicy, paths.home], uses: ['ops'] },
  'e2e/reflow.spec.ts': { routes: every, uses: [] },
  'e2e/releases.spec.ts': { routes: [paths.cookiePolicy], uses: ['ops'] },
  'e2e/remote-outage.spec.ts': { routes: routesOf('mfe_legal'), uses: ['shell'] },
  'e2e/remote-retry.spec.ts': { routes: [paths.enterpriseAi, paths.about], uses: ['shell', 'mfe-forms'] },
  'e2e/routes.spec.ts': { routes: every, uses: ['shell'] },
  'e2e/scrolling.spec.ts': { routes: [paths.home], uses: ['shell'] },
  'e2e/server-builds.spec.ts': { routes: every, uses: ['ops'] },
  'e2e/serving.spec.ts': { routes: every, uses: ['ops'] },
};
