import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteRoutes } from 'shared/routes';
import { remotePackage } from 'shared/remotes';
import { repoRoot } from '../../ops/lib/workspace';
import { e2eSpecs } from './e2e-specs';
import { specFiles, workspaceProjects } from './workspace';

describe('the browser tests’ places', () => {
  it('place every spec in e2e/, and only those', () => {
    expect(Object.keys(e2eSpecs).sort()).toEqual(specFiles());
  });

  it('name routes of the route table and packages of the workspace (or ops)', async () => {
    const packages = [...(await workspaceProjects()).map(({ name }) => name), 'ops'];
    for (const place of Object.values(e2eSpecs)) {
      for (const route of place.routes) expect(remoteRoutes.map(({ path }) => path)).toContain(route);
      for (const name of place.uses) expect(packages).toContain(name);
    }
  });

  it('place each spec with every package it imports', () => {
    const unplaced = Object.entries(e2eSpecs).flatMap(([spec, place]) => {
      const owners = [
        ...place.uses,
        ...place.routes.map((route) => remotePackage(remoteRoutes.find(({ path }) => path === route)!.remote)),
      ];
      const imported = readFileSync(path.join(repoRoot, spec), 'utf8').matchAll(/from '(mfe-[a-z]+|api)\//g);
      return [...imported].flatMap(([, name]) => (owners.includes(name) ? [] : [`${spec} imports ${name}`]));
    });
    expect(unplaced).toEqual([]);
  });
});
