import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remotePackage } from 'shared/remotes';
import { repoRoot } from '../../ops/lib/workspace';
import { registeredPages } from '../../ops/testing/site-pages';
import { e2eSpecs } from './e2e-specs';
import { specFiles, workspaceProjects } from './workspace';

describe('the browser tests’ places', () => {
  const pages = registeredPages();

  it('place every spec in e2e/, and only those', () => {
    expect(Object.keys(e2eSpecs).sort()).toEqual(specFiles());
  });

  it('name pages of the registries and packages of the workspace (or ops)', async () => {
    const packages = [...(await workspaceProjects()).map(({ name }) => name), 'ops'];
    for (const place of Object.values(e2eSpecs)) {
      for (const route of place.routes) expect(pages.map(({ path }) => path)).toContain(route);
      for (const name of place.uses) expect(packages).toContain(name);
    }
  });

  it('place each spec with every package it imports', () => {
    const unplaced = Object.entries(e2eSpecs).flatMap(([spec, place]) => {
      const owners = [
        ...place.uses,
        ...place.routes.map((route) => remotePackage(pages.find(({ path }) => path === route)!.remote)),
      ];
      const imported = readFileSync(path.join(repoRoot, spec), 'utf8').matchAll(/from '(mfe-[a-z]+|api)\//g);
      return [...imported].flatMap(([, name]) => (owners.includes(name) ? [] : [`${spec} imports ${name}`]));
    });
    expect(unplaced).toEqual([]);
  });
});
