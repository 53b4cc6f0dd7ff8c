/**
 * A remote's contract read from its source with the TypeScript compiler API, in one Program whose
 * roots are its expose files (so it sees what the build ships, not its tests): the props of each
 * exposed module's default export, and every `loadRemote<T>('<remote>/<Module>')` of
 * `@module-federation` in that code with what its elements pass the loaded component.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { Contract, Props } from '../../core/release-json';

const exposedFolder = path.join('src', 'exposed');

/** A source's exposes as its `src/exposes.ts` declares them: each module's name, and the source of those the build writes. */
export interface SourceExposes {
  modules: string[];
  generated: Readonly<Record<string, string>>;
}

export async function sourceExposes(appDir: string): Promise<SourceExposes> {
  const surface = (await import(pathToFileURL(path.join(appDir, 'src', 'exposes.ts')).href)) as {
    exposes: Readonly<Record<string, string>>;
    generatedModules?: Readonly<Record<string, string>>;
  };
  return {
    modules: Object.keys(surface.exposes)
      .map((name) => name.replace(/^\.\//, ''))
      .sort(),
    generated: surface.generatedModules ?? {},
  };
}

/** A module's file: its expose file, or where the build writes it (`generated`), which no file is. */
function exposeFile(appDir: string, module: string, generated: SourceExposes['generated']): string {
  if (generated[module] !== undefined) return path.resolve(appDir, exposedFolder, `${module}.tsx`);
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

/** The compiler's host, with the modules the build writes (`written`: by file) as if they were files. */
function compilerHost(options: ts.CompilerOptions, written: ReadonlyMap<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => written.has(fileName) || fileExists(fileName);
  host.getSourceFile = (fileName, language, ...rest) => {
    const source = written.get(fileName);
    if (source !== undefined) return ts.createSourceFile(fileName, source, language, true, ts.ScriptKind.TSX);
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

/** The type of the props a component takes (its first parameter, of a function or a class), if any. */
function propsType(checker: ts.TypeChecker, component: ts.Type): ts.Type | undefined {
  const kinds = component.isUnion() ? component.types : [component];
  const signature = kinds
    .flatMap((kind) => [...kind.getCallSignatures(), ...kind.getConstructSignatures()])
    .find((candidate) => candidate.parameters.length > 0);
  const [parameter] = signature?.parameters ?? [];
  return parameter && checker.getTypeOfSymbol(parameter);
}

function propsOf(checker: ts.TypeChecker, props: ts.Type | undefined): Props {
  const written: Props = {};
  for (const property of props ? checker.getPropertiesOfType(props) : []) {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    written[property.name] = { type: typeText(checker, checker.getTypeOfSymbol(property), optional), optional };
  }
  return written;
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

/** A `loadRemote` call: the modules its id can name, and the props of its loaded default export. */
interface Loading {
  ids: string[];
  props: ts.Type | undefined;
}

function loadingsIn(checker: ts.TypeChecker, file: ts.SourceFile): Loading[] {
  const loadings: Loading[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isFederationLoad(checker, node)) {
      const [id] = node.arguments;
      const [loaded] = node.typeArguments ?? [];
      if (!id || !loaded) throw new Error(`${where(node)}: loadRemote needs its id and the type of what it loads`);
      const exported = checker.getPropertyOfType(checker.getTypeFromTypeNode(loaded), 'default');
      loadings.push({
        ids: stringValues(checker, id),
        props: exported && propsType(checker, checker.getTypeOfSymbol(exported)),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return loadings;
}

/**
 * What the elements rendering a component with `props` pass it (`<Form headingLevel={3} />`): the
 * elements whose props declare every property of `props`. A property some leave out is optional.
 */
function passedAt(checker: ts.TypeChecker, files: readonly ts.SourceFile[], props: ts.Type): Props | undefined {
  const declared = checker.getPropertiesOfType(props).flatMap((property) => property.declarations ?? []);
  if (declared.length === 0) return undefined;
  const sites: Map<string, string>[] = [];
  const visit = (node: ts.Node): void => {
    // An intrinsic element (`<div>`) renders no component.
    const isComponent = (tag: ts.JsxTagNameExpression) => !ts.isIdentifier(tag) || !/^[a-z]/.test(tag.text);
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && isComponent(node.tagName)) {
      const expected = checker.getContextualType(node.attributes);
      const offered = new Set(
        (expected ? checker.getPropertiesOfType(expected) : []).flatMap((property) => property.declarations ?? []),
      );
      if (declared.every((declaration) => offered.has(declaration))) sites.push(attributesOf(checker, node.attributes));
    }
    ts.forEachChild(node, visit);
  };
  files.forEach(visit);
  if (sites.length === 0) return undefined;
  const passed: Props = {};
  for (const name of new Set(sites.flatMap((site) => [...site.keys()]))) {
    const types = new Set(sites.flatMap((site) => site.get(name) ?? []));
    passed[name] = { type: [...types].join(' | '), optional: sites.some((site) => !site.has(name)) };
  }
  return passed;
}

/** Each attribute an element passes, with its type: `headingLevel={3}` is `3`, `title="Hi"` `"Hi"`, a bare one `true`. */
function attributesOf(checker: ts.TypeChecker, attributes: ts.JsxAttributes): Map<string, string> {
  const passed = new Map<string, string>();
  for (const attribute of attributes.properties) {
    if (ts.isJsxSpreadAttribute(attribute)) {
      const spread = checker.getTypeAtLocation(attribute.expression);
      for (const property of checker.getPropertiesOfType(spread)) {
        passed.set(property.name, typeText(checker, checker.getTypeOfSymbol(property), false));
      }
    } else if (attribute.name.getText() !== 'key') {
      const value = attribute.initializer;
      const expression = value && ts.isJsxExpression(value) ? value.expression : value;
      const type = !expression
        ? 'true'
        : ts.isStringLiteral(expression)
          ? JSON.stringify(expression.text)
          : typeText(checker, checker.getTypeAtLocation(expression), false);
      passed.set(attribute.name.getText(), type);
    }
  }
  return passed;
}

/** The contract of the source in `appDir` exposing `modules` (`generated`: those the build writes, by their source). */
export function readContract(
  appDir: string,
  modules: readonly string[],
  generated: SourceExposes['generated'] = {},
): Contract {
  const files = new Map(modules.map((module) => [module, exposeFile(appDir, module, generated)]));
  const written = new Map(
    Object.entries(generated).map(([module, source]) => [exposeFile(appDir, module, generated), source]),
  );
  const options = compilerOptions(appDir);
  const program = ts.createProgram([...files.values()], options, compilerHost(options, written));
  const checker = program.getTypeChecker();
  const exposes: Contract['exposes'] = {};
  for (const [module, file] of files) {
    exposes[module] = {
      props: propsOf(checker, propsType(checker, defaultExportOf(checker, program.getSourceFile(file)!))),
    };
  }
  const source = path.resolve(appDir) + path.sep;
  const own = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(source) && !file.fileName.includes('/node_modules/'));
  const loads = new Map<string, Contract['loads'][number]>();
  for (const { ids, props } of own.flatMap((file) => loadingsIn(checker, file))) {
    // What its elements pass, or, when none renders it, whatever its type lets them pass.
    const passes = (props && passedAt(checker, own, props)) ?? propsOf(checker, props);
    for (const id of ids) {
      const [remote = '', module = ''] = id.split('/');
      loads.set(id, { remote, module, passes });
    }
  }
  return { exposes, loads: [...loads.values()] };
}

/** The contract of the source in `appDir`, with the modules its `src/exposes.ts` declares. */
export async function readSourceContract(appDir: string): Promise<{ modules: string[]; contract: Contract }> {
  const { modules, generated } = await sourceExposes(appDir);
  return { modules, contract: readContract(appDir, modules, generated) };
}
