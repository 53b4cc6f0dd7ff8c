/**
 * The contract gate's port to TypeScript: each pair compiled as `const target: T = source as S`,
 * all in one in-memory Program. A type that does not compile on its own (one a release wrote by a
 * name this Program does not know) counts as not assignable: the gate refuses rather than guesses.
 */
import ts from 'typescript';
import type { Assignability } from '../../core/contract';

const fileName = '/contract-pairs.ts';
const options: ts.CompilerOptions = { strict: true, noEmit: true, types: [], lib: ['lib.es2023.d.ts'] };

export const typeScriptAssignability: Assignability = (pairs) => {
  const unequal = pairs.flatMap((pair, index) => (pair.source === pair.target ? [] : [index]));
  if (unequal.length === 0) return pairs.map(() => true);
  const starts: number[] = [];
  let text = '';
  for (const index of unequal) {
    const { source, target } = pairs[index]!;
    starts.push(text.length);
    text += `export function pair${index}(source: ${source}): void {\n  const target: ${target} = source;\n  void target;\n}\n`;
  }
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === fileName || ts.sys.fileExists(name);
  host.readFile = (name) => (name === fileName ? text : readFile(name));
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([fileName], options, host);
  const file = program.getSourceFile(fileName)!;
  const failed = new Set(
    [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(({ start = 0 }) =>
      starts.findLastIndex((pairStart) => pairStart <= start),
    ),
  );
  const answers = pairs.map(() => true);
  unequal.forEach((index, position) => (answers[index] = !failed.has(position)));
  return answers;
};
