/**
 * Test helper: a remote's registry against its exposes map and its files. Every entry is a valid
 * page entry on a path of its own, and names a module the remote exposes; the map lists exactly
 * the expose files in `src/exposed/`, each under its own name, beside the modules the build
 * writes, so a renamed page fails its remote's unit tests rather than a visitor's page load.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { generatedExposeOf, pageEntrySchema, type PageEntry } from 'shared/pages';

export function describeRemoteSurface(
  pages: readonly PageEntry[],
  exposes: Readonly<Record<string, string>>,
  appDir: string,
) {
  test.each(pages.map((page) => [page.path, page]))('the page %s is a valid page entry', (_path, page) => {
    expect(pageEntrySchema.safeParse(page).error).toBeUndefined();
  });

  test('no two pages share a path', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test.each(pages.map((page) => [page.path, page.module]))(
    'the page %s is %s, which this remote exposes',
    (_path, module) => {
      expect(Object.keys(exposes)).toContain(`./${module}`);
    },
  );

  test('the exposes map lists exactly the files in src/exposed, each under its own name, and the modules the build writes', () => {
    const files = readdirSync(path.join(appDir, 'src', 'exposed')).filter((file) => /^[A-Z]\w+\.tsx?$/.test(file));
    const listed = Object.entries(exposes).flatMap(([name, file]) => {
      const module = name.replace(/^\.\//, '');
      if (file === generatedExposeOf(module)) return [];
      expect(name).toBe(`./${path.basename(file, '.ts')}`);
      expect(path.dirname(file)).toBe('./src/exposed');
      return [path.basename(file)];
    });
    expect(listed.sort()).toEqual(files.sort());
  });
}
