/**
 * The cycles between folders of a tree: folder A imports folder B when a file of A imports a file of B
 * by a relative path; a cycle is a set of folders each reached from every other (Tarjan's components).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each `.ts` file under `root` that `include` keeps, by its path relative to `root`. */
function sourceFiles(root: string, include: (file: string) => boolean): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && include(file))
    .map((file) => file.split(path.sep).join('/'));
}

/** The file a relative specifier names, as TypeScript and tsx find it, or undefined. */
function resolved(root: string, from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(path.join(root, from)), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
  );
  return found && path.relative(root, found).split(path.sep).join('/');
}

/** The folders each folder imports (other than itself). */
export function folderImports(root: string, include: (file: string) => boolean): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root, include)) {
    const folder = path.posix.dirname(file);
    const imported = graph.get(folder) ?? new Set<string>();
    graph.set(folder, imported);
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = fileName.startsWith('.') ? resolved(root, file, fileName) : undefined;
      if (target && include(target) && path.posix.dirname(target) !== folder) imported.add(path.posix.dirname(target));
    }
  }
  return graph;
}

/** Every set of two or more folders that import each other, directly or round a longer loop, sorted. */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, index.size);
    lowest.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(folder, Math.min(lowest.get(folder)!, lowest.get(next)!));
      } else if (stack.includes(next)) {
        lowest.set(folder, Math.min(lowest.get(folder)!, index.get(next)!));
      }
    }
    if (lowest.get(folder) !== index.get(folder)) return;
    const component = stack.splice(stack.indexOf(folder));
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const folder of [...graph.keys()].sort()) if (!index.has(folder)) visit(folder);
  return cycles;
}
