/**
 * A remote's contract read from its source with the TypeScript compiler API, in one Program whose
 * roots are its expose files (so it sees what the build ships, not its tests): the props of each
 * exposed module's default export, and every `loadRemote<T>('<remote>/<Module>')` of
 * `@module-federation` in that code with the props of `T`'s default export.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Contract, Props } from '../../core/release-json';

const exposedFolder = path.join('src', 'exposed');

/** A source's exposed modules: its expose files, each named after its module (`src/exposed/GovernmentForm.ts`). */
export function exposedModules(appDir: string): string[] {
  return readdirSync(path.join(appDir, exposedFolder))
    .filter((file) => /^[A-Z]\w*\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ''))
    .sort();
}

function exposeFile(appDir: string, module: string): string {
  const file = ['.ts', '.tsx']
    .map((extension) => path.join(appDir, exposedFolder, module + extension))
    .find(existsSync);
  if (!file) throw new Error(`${appDir} exposes ${module}, but has no ${exposedFolder}/${module}.ts`);
  return file;
}

/** The compiler options of the nearest tsconfig.json (a candidate's copy may have none of its own). */
function compilerOptions(appDir: string): ts.CompilerOptions {
  const configFile = ts.findConfigFile(appDir, ts.sys.fileExists);
  if (!configFile) throw new Error(`no tsconfig.json in or above ${appDir}`);
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  // No test globals: the roots are production code.
  return { ...options, types: [], noEmit: true };
}

/** Installed packages' declarations and TypeScript's libraries, parsed once a process: they do not change under it. */
const installed = new Map<string, ts.SourceFile | undefined>();

function compilerHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    if (!fileName.includes('/node_modules/')) return parse(fileName, language, ...rest);
    const key = `${fileName} ${typeof language === 'object' ? `${language.languageVersion} ${language.impliedNodeFormat}` : language}`;
    if (!installed.has(key)) installed.set(key, parse(fileName, language, ...rest));
    return installed.get(key);
  };
  return host;
}

function where(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${file.fileName}:${line + 1}`;
}

/** How a property's type is written: unions member by member, `undefined` left out of an optional one. */
function typeText(checker: ts.TypeChecker, type: ts.Type, optional: boolean): string {
  if (!type.isUnion()) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const members = type.types.filter((member) => !(optional && member.flags & ts.TypeFlags.Undefined));
  const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
  const texts = members
    .filter((member) => booleans.length < 2 || !(member.flags & ts.TypeFlags.BooleanLiteral))
    .map((member) => typeText(checker, member, false));
  return [...texts, ...(booleans.length === 2 ? ['boolean'] : [])].join(' | ');
}

/** The props a component takes (its first parameter, of a function or a class), or none. */
function propsOf(checker: ts.TypeChecker, component: ts.Type): Props {
  const kinds = component.isUnion() ? component.types : [component];
  const signature = kinds
    .flatMap((kind) => [...kind.getCallSignatures(), ...kind.getConstructSignatures()])
    .find((candidate) => candidate.parameters.length > 0);
  const [parameter] = signature?.parameters ?? [];
  if (!parameter) return {};
  const props: Props = {};
  for (const property of checker.getPropertiesOfType(checker.getTypeOfSymbol(parameter))) {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    props[property.name] = { type: typeText(checker, checker.getTypeOfSymbol(property), optional), optional };
  }
  return props;
}

function defaultExportOf(checker: ts.TypeChecker, file: ts.SourceFile): ts.Type {
  const module = checker.getSymbolAtLocation(file);
  const exported = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === 'default');
  if (!exported) throw new Error(`${file.fileName} has no default export`);
  return checker.getTypeOfSymbolAtLocation(exported, file);
}

/** Every string an id expression can be: a literal, a union of literals, or a template of them. */
function stringValues(checker: ts.TypeChecker, expression: ts.Expression): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    return expression.templateSpans.reduce(
      (heads, span) =>
        heads.flatMap((head) =>
          stringValues(checker, span.expression).map((value) => head + value + span.literal.text),
        ),
      [expression.head.text],
    );
  }
  const type = checker.getTypeAtLocation(expression);
  const members = type.isUnion() ? type.types : [type];
  if (!members.every((member) => member.isStringLiteral())) {
    throw new Error(
      `${where(expression)}: loadRemote's id is ${checker.typeToString(type)}, not string literals, ` +
        'so the contract cannot tell which modules it loads',
    );
  }
  return members.map((member) => (member as ts.StringLiteralType).value);
}

function isFederationLoad(checker: ts.TypeChecker, call: ts.CallExpression): boolean {
  let symbol = checker.getSymbolAtLocation(call.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (
    symbol?.name === 'loadRemote' &&
    (symbol.declarations ?? []).some((declaration) =>
      declaration.getSourceFile().fileName.includes('/node_modules/@module-federation/'),
    )
  );
}

function loadsIn(checker: ts.TypeChecker, file: ts.SourceFile): Contract['loads'] {
  const loads: Contract['loads'] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isFederationLoad(checker, node)) {
      const [id] = node.arguments;
      const [loaded] = node.typeArguments ?? [];
      if (!id || !loaded) throw new Error(`${where(node)}: loadRemote needs its id and the type of what it loads`);
      const exported = checker.getPropertyOfType(checker.getTypeFromTypeNode(loaded), 'default');
      const passes = exported ? propsOf(checker, checker.getTypeOfSymbol(exported)) : {};
      for (const value of stringValues(checker, id)) {
        const [remote = '', module = ''] = value.split('/');
        loads.push({ remote, module, passes });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return loads;
}

/** The contract of the source in `appDir` exposing `modules`. */
export function readContract(appDir: string, modules: readonly string[]): Contract {
  const files = new Map(modules.map((module) => [module, exposeFile(appDir, module)]));
  const options = compilerOptions(appDir);
  const program = ts.createProgram([...files.values()], options, compilerHost(options));
  const checker = program.getTypeChecker();
  const exposes: Contract['exposes'] = {};
  for (const [module, file] of files) {
    exposes[module] = { props: propsOf(checker, defaultExportOf(checker, program.getSourceFile(file)!)) };
  }
  const source = path.resolve(appDir) + path.sep;
  const loads = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(source) && !file.fileName.includes('/node_modules/'))
    .flatMap((file) => loadsIn(checker, file));
  const unique = new Map(loads.map((load) => [`${load.remote}/${load.module}`, load]));
  return { exposes, loads: [...unique.values()] };
}
