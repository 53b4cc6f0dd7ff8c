import { planAffected, type WorkspaceProject } from './plan';
import type { SpecPlace } from './e2e-specs';

const remotes = ['mfe-blog', 'mfe-forms', 'mfe-legal', 'mfe-marketing'];
const projects: WorkspaceProject[] = [
  { name: 'shared', root: 'shared', dependsOn: [], buildable: false },
  { name: 'shell', root: 'shell', dependsOn: ['shared'], buildable: true },
  { name: 'api', root: 'api', dependsOn: ['shared'], buildable: false },
  ...remotes.map((name) => ({ name, root: name, dependsOn: ['shared'], buildable: true })),
];
const places: Record<string, SpecPlace> = {
  'e2e/blog.spec.ts': { routes: ['/blog', '/blog/:slug'], uses: ['api'] },
  'e2e/header.spec.ts': { routes: [], uses: ['shell'] },
  'e2e/placed-forms.spec.ts': { routes: ['/about'], uses: ['mfe-forms', 'api'] },
  'e2e/releases.spec.ts': { routes: ['/cookie-policy'], uses: ['ops'] },
};
const specs = Object.keys(places);
const plan = (...files: string[]) => planAffected(files, projects, specs, places);
const names = (items: readonly { what: string }[]) => items.map(({ what }) => what);

describe('planAffected', () => {
  it("runs a blog component's change through mfe-blog's checks and the blog's browser tests only", () => {
    const result = plan('mfe-blog/src/components/PostCard.tsx');
    expect(result.everything).toBeUndefined();
    expect(result.packages).toEqual([{ what: 'mfe-blog', why: 'changed' }]);
    expect(result.root).toEqual([]);
    expect(result.builds).toEqual(['mfe-blog']);
    expect(result.specs).toEqual([{ what: 'e2e/blog.spec.ts', why: 'covers /blog, /blog/:slug (mfe-blog)' }]);
    expect(names(result.skipped)).toEqual(
      expect.arrayContaining(['shell', 'api', 'e2e/header.spec.ts', 'e2e/placed-forms.spec.ts']),
    );
  });

  it("checks the contracts of the remotes changed and of those importing them, against the other remotes'", () => {
    const dependent = projects.map((project) =>
      project.name === 'mfe-marketing' ? { ...project, dependsOn: ['shared', 'mfe-forms'] } : project,
    );
    expect(plan('mfe-blog/src/components/PostCard.tsx').contracts).toEqual([{ what: 'mfe-blog', why: 'changed' }]);
    expect(planAffected(['mfe-forms/src/contract.ts'], dependent, specs, places).contracts).toEqual([
      { what: 'mfe-forms', why: 'changed' },
      { what: 'mfe-marketing', why: 'imports mfe-forms, which changed' },
    ]);
    expect(plan('api/src/app/server.ts').contracts).toEqual([]);
  });

  it('runs the browser tests of the pages placing a remote’s modules', () => {
    expect(plan('mfe-forms/src/forms/LeadForm.tsx').specs).toEqual([
      { what: 'e2e/placed-forms.spec.ts', why: 'uses mfe-forms' },
    ]);
  });

  it.each([
    ['shared/src/paths.ts', 'shared changed: it reaches every package'],
    ['shell/src/App.tsx', 'shell changed: it reaches every package'],
    ['jest.config.js', 'jest.config.js (root configuration: everything)'],
    ['tools/test.ts', 'tools/test.ts (root configuration: everything)'],
    ['Makefile', 'Makefile (placed in no package: everything)'],
  ])('runs everything for a change of %s', (file, why) => {
    expect(plan(file).everything).toBe(why);
  });

  it("runs the api's checks and the browser tests using it", () => {
    const result = plan('api/src/app/server.ts');
    expect(names(result.packages)).toEqual(['api']);
    expect(result.builds).toEqual([]);
    expect(result.specs).toEqual([
      { what: 'e2e/blog.spec.ts', why: 'uses api' },
      { what: 'e2e/placed-forms.spec.ts', why: 'uses api' },
    ]);
  });

  it("runs ops/'s jest project and the release tests for a change in ops/", () => {
    const result = plan('ops/core/release-json.ts');
    expect(result.packages).toEqual([]);
    expect(result.root).toEqual([{ what: 'ops', why: 'changed' }]);
    expect(names(result.specs)).toEqual(['e2e/releases.spec.ts']);
  });

  it('runs a changed browser test, and every one when their support changed', () => {
    expect(plan('e2e/header.spec.ts').specs).toEqual([{ what: 'e2e/header.spec.ts', why: 'changed' }]);
    expect(plan('e2e/header.spec.ts').root).toEqual([{ what: 'e2e', why: 'changed' }]);
    expect(names(plan('e2e/support/site.ts').specs)).toEqual(specs);
  });

  it('runs a browser test placed nowhere, saying so', () => {
    const result = planAffected(['mfe-legal/src/x.ts'], projects, [...specs, 'e2e/new.spec.ts'], places);
    expect(result.specs).toEqual([
      { what: 'e2e/releases.spec.ts', why: 'covers /cookie-policy (mfe-legal)' },
      { what: 'e2e/new.spec.ts', why: 'placed nowhere (tools/affected/e2e-specs.ts): runs on every change' },
    ]);
  });

  it('runs nothing for a documentation change, and says so', () => {
    const result = plan('docs/architecture.md', 'README.md');
    expect(result.everything).toBeUndefined();
    expect(result.changes).toEqual([
      { what: 'docs/architecture.md', why: 'documentation: nothing' },
      { what: 'README.md', why: 'documentation: nothing' },
    ]);
    expect([...result.packages, ...result.root, ...result.specs]).toEqual([]);
    expect(names(result.skipped)).toEqual([...projects.map(({ name }) => name), ...specs]);
  });
});
