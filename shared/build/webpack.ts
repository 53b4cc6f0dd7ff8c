/**
 * The one webpack config factory. Every app (the shell and each remote) calls it with a few
 * lines: loaders, Sass through CSS modules salted per app, the HTML page, the dev server and the
 * Module Federation plugin live here, so the apps cannot drift apart.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration, type RuleSetUseItem } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { appConfigFromEnv, appConfigPath, type AppConfig } from '../src/app-config';
import { generatedExposeOf, type PageEntry, type RoutedPage } from '../src/pages';
import { remoteApps, sharedCssPrefix, shellApp } from '../src/remotes';
import { pageRegistryFile, pageRegistrySchema, type PageRegistry } from './page-registry';
import { serverFolder, serverRemoteEntry } from './server-build';
import { shellStartFiles, type StartFiles } from './start-files';

interface AppOptions {
  /** The app's folder (its webpack config's `import.meta.dirname`). */
  dir: string;
  /** Page-level modules the remote exposes, `{ './HomePage': './src/exposed/HomePage.ts' }`. */
  exposes?: Record<string, string>;
  /**
   * Exposed modules the build writes from their source (TSX, imports relative to `src/exposed/`),
   * by module name; the exposes map names each `generatedExposeOf(module)` (shared/pages).
   */
  generatedModules?: Readonly<Record<string, string>>;
  /** Remotes that also load other remotes (e.g. marketing placing forms) keep the remote loader. */
  consumesRemotes?: boolean;
  /** A remote's registry of pages (`src/pages.ts`), which its build records. */
  pages?: readonly PageEntry[];
  /** The shell: the site paths its navigation links to, which its build records. */
  links?: readonly string[];
  /** The shell: the paths it answers itself (redirects, preview links), which its build records. */
  reserves?: readonly string[];
}

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

function appIdentity(pkgName: string) {
  if (pkgName === shellApp.pkg) return { ...shellApp, isRemote: false as const };
  const remote = remoteApps.find((app) => app.pkg === pkgName);
  if (!remote) throw new Error(`${pkgName} is not in shared/src/remotes.ts`);
  return { ...remote, isRemote: true as const };
}

/**
 * Singletons across the shell and every remote; `shared` and `react-dom/` by prefix. The router
 * is shared as `shared/router`, the few names the apps use, not as the whole package.
 *
 * Every app must depend on what it shares, and the highest version provided is the one used.
 * Versions are not matched against ranges at run time (`requiredVersion: false`): the
 * federation runtime compiles its semver regular expressions again on every comparison, which
 * cost about 25 ms of main thread per page load on this machine (some 100 ms on a phone), for
 * what, with `strictVersion` off, was only ever a console warning.
 */
function sharedSingletons(pkg: PackageJson, host: 'browser' | 'server-host' | 'server-remote') {
  for (const name of ['react', 'react-dom', 'zustand']) {
    if (!pkg.dependencies?.[name]) throw new Error(`${pkg.name} must depend on ${name} to share it`);
  }
  const singleton = { singleton: true, requiredVersion: false, strictVersion: false } as const;
  // On the server a remote brings no React or zustand of its own (`import: false`): the shell's
  // server build provides them, one copy in the Node process. It keeps its fallback of `shared/`
  // modules, as the shell provides only those it imports itself (`shared/ui/page-hero` is the
  // remotes' alone); the shell's copy of the others, the store and the router among them, wins.
  const library = host === 'server-remote' ? { ...singleton, import: false as const } : singleton;
  return {
    react: library,
    'react/': library,
    'react-dom': library,
    'react-dom/': library,
    zustand: library,
    'shared/': singleton,
  };
}

/**
 * Marks every script for V8 to compile whole, on its streaming thread while the file downloads
 * (Chrome 136+, v8.dev "explicit compile hints"). Code splitting already keeps code that may
 * never run out of the files a page loads, so nearly every function in them runs as soon as
 * they arrive; compiled lazily, each was compiled on the main thread at its first call. Measured
 * on `/` (10 interleaved loads each): the main thread's work after the first paint fell from
 * 277 to 211 ms. The comment must be the file's first line, so it goes in after minifying.
 */
function compileHint() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** A Brotli and a gzip copy of every text asset worth compressing, next to the original. */
function precompressedCopies() {
  const test = /\.(js|css|svg|json)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({ test, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

/** A provided shared module (`@module-federation/enhanced`'s ProvideSharedModule), which keeps its name here. */
interface ProvideSharedModule {
  type: 'provide-module';
  _name: string;
}

const isProvided = (module: webpack.Module | null): module is webpack.Module & ProvideSharedModule =>
  module?.type === 'provide-module';

/**
 * Writes the shell's start files (./start-files.ts): the chunks of the entry's own `import()`s (the
 * module groups `src/index.ts` loads on every page) and of the shared modules it provides (which
 * the federation runtime loads from the shell's chunks when the shell or a remote consumes them),
 * not the chunks loaded on demand (a dialog) or a consumed module's fallback the shell never uses.
 * Their file names are final only once the content hashes are in, so it runs last.
 */
function startFilesManifest(): webpack.WebpackPluginInstance {
  const name = 'ShellStartFiles';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const entry = compilation.entrypoints.get('main');
          if (!entry) throw new Error('The shell has no main entry');
          const entryModules = new Set(compilation.chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk()));
          const fromProvided = (group: webpack.ChunkGroup) => group.origins.some(({ module }) => isProvided(module));
          const groups = compilation.chunkGroups
            .filter(
              (group) =>
                group !== entry &&
                group.origins.some(({ module }) => module && (entryModules.has(module) || isProvided(module))),
            )
            // The shared modules first: the app's modules consume them, and the global styles are theirs.
            .sort((a, b) => Number(fromProvided(b)) - Number(fromProvided(a)));
          const files = [...new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])))];
          const provides = [...compilation.modules].filter(isProvided).map((module) => module._name);
          const startFiles: StartFiles = {
            scripts: files.filter((file) => file.endsWith('.js')),
            stylesheets: files.filter((file) => file.endsWith('.css')),
            provides: [...new Set(provides)].sort(),
          };
          compilation.emitAsset(shellStartFiles, new webpack.sources.RawSource(JSON.stringify(startFiles, null, 2)));
        });
      });
    },
  };
}

/** Writes `page-registry.json` (./page-registry.ts), which `release build` records in the release. */
export class PageRegistryPlugin implements webpack.WebpackPluginInstance {
  constructor(readonly registry: PageRegistry) {}

  apply(compiler: webpack.Compiler): void {
    const name = 'PageRegistry';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(pageRegistryFile, new webpack.sources.RawSource(JSON.stringify(this.registry, null, 2)));
      });
    });
  }
}

/** The exposed modules the build writes (`AppOptions.generatedModules`), as webpack's virtual modules. */
function generatedModulesPlugin(dir: string, generated: Readonly<Record<string, string>> = {}) {
  const modules = Object.entries(generated).map(([module, source]) => [
    generatedExposeOf(module).replace(/^virtual:/, ''),
    { type: '.tsx', context: path.join(dir, 'src', 'exposed'), source: () => source, version: source },
  ]);
  return modules.length > 0 ? [new webpack.experiments.schemes.VirtualUrlPlugin(Object.fromEntries(modules))] : [];
}

/** What an app's build records of the site's paths: a remote its pages, the shell its links and reserved paths. */
function pageRegistryOf(app: { isRemote: boolean; pkg: string }, { pages, links, reserves }: AppOptions): PageRegistry {
  if (app.isRemote) {
    if (!pages) throw new Error(`${app.pkg} passes no registry of pages to createWebpackConfig`);
    // The entries' own fields only: a remote's registry may hold more for its build (mfe-marketing's `content`).
    return pageRegistrySchema.parse({ pages: [...pages] });
  }
  return { links: [...(links ?? [])], reserves: [...(reserves ?? [])] };
}

/**
 * The shell's dev server's route table: each remote dev server's registry as it builds it, as the
 * served site composes its table from the releases it serves. A remote not running has no pages.
 */
async function devPages(config: AppConfig): Promise<RoutedPage[]> {
  const registries = await Promise.all(
    remoteApps.map(async (app) => {
      try {
        const response = await fetch(new URL(pageRegistryFile, config.remotes[app.name]));
        const { pages = [] } = pageRegistrySchema.parse(await response.json());
        return pages.map((page) => ({ ...page, remote: app.name }));
      } catch {
        return [];
      }
    }),
  );
  return registries.flat();
}

function typescriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
  };
}

const sharedSources = path.resolve(import.meta.dirname, '../src');
const zodSources = /[\\/]node_modules[\\/]zod[\\/]/;

interface LocalIdentContext {
  resourcePath: string;
}

/**
 * CSS-module options, the same in an app's browser and server builds, class names above all. An app's own modules
 * are salted with its prefix: two remotes' `.title` never compile to the same class. A module of
 * `shared/src/` is compiled into every app that imports it, and one app's copy serves them all
 * (a singleton in a Node render, where one process renders every app's pages; the first copy
 * loaded in a browser): so every app names its classes alike, `sharedCssPrefix` and a hash of
 * the module's path, the class and the module's source, which two releases with different
 * versions of a shared stylesheet do not share (the stylesheet loaded last would restyle the
 * other's). css-loader gives no access to the compiled CSS here: a change only in a partial it
 * uses (`tokens.scss`) keeps the names.
 */
function cssModules(cssPrefix: string, production: boolean) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is' as const,
    localIdentName: production ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}-[name]-[local]`,
    getLocalIdent(context: LocalIdentContext, _localIdentName: string, localName: string): string | undefined {
      if (!context.resourcePath.startsWith(`${sharedSources}${path.sep}`)) return undefined;
      const relative = path.relative(sharedSources, context.resourcePath).split(path.sep).join('/');
      if (!production) return `${sharedCssPrefix}-${path.basename(relative).split('.')[0]}-${localName}`;
      const hash = createHash('sha256')
        .update(`${relative}\0${localName}\0${readFileSync(context.resourcePath, 'utf8')}`)
        .digest('base64url');
      // A class name may not start with a digit or two hyphens; the prefix sees to it.
      return `${sharedCssPrefix}-${hash.slice(0, 6)}`;
    },
  };
}

function assetFilename(production: boolean): string {
  return `assets/${production ? '[name].[contenthash:8][ext]' : '[name][ext]'}`;
}

const scriptMinifier = () => new MinimizerPlugin({ test: /\.m?js$/, minify: MinimizerPlugin.swcMinify });

function svgDataUri(file: string): string {
  return `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}`;
}

function standaloneHtml(pkgName: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${pkgName} (standalone)</title>
    <link rel="preload" href="${appConfigPath}" as="fetch" crossorigin="anonymous" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

/**
 * The app's two builds: for the browser (`dist/`) and for Node (`dist/server/`), which the server
 * render loads (docs/architecture.md#server-builds).
 */
export function createWebpackConfig(options: AppOptions) {
  return [browserConfig(options), serverConfig(options)];
}

function browserConfig(options: AppOptions) {
  const { dir, exposes, generatedModules, consumesRemotes = false } = options;
  const pkg = readPackageJson(dir);
  const app = appIdentity(pkg.name);
  const registry = pageRegistryOf(app, options);

  return (
    _env: unknown,
    argv: { mode?: Configuration['mode'] },
  ): Configuration & { devServer: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const styleLoader: RuleSetUseItem = production ? MiniCssExtractPlugin.loader : 'style-loader';
    const sassLoader: RuleSetUseItem = { loader: 'sass-loader', options: { sassOptions: { quietDeps: true } } };
    const hashed = production ? '[name].[contenthash:8]' : '[name]';
    // A remote's own page is a harness for working on it alone (`npm run dev -w <remote>`). A
    // deployed remote has only its remote entry, which runs on the shell's federation runtime.
    const standalonePage = !app.isRemote || !production;

    return {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: standalonePage ? './src/index.ts' : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Chunks resolve against the URL the manifest came from, so a remote can move freely.
        publicPath: 'auto',
        // A remote's chunks in CORS mode (its origin allows the shell's): an error thrown in a
        // script from another origin reaches the page as "Script error." with no file, which the
        // field reports could not attribute to the remote and release that threw it.
        crossOriginLoading: 'anonymous',
        uniqueName: app.name,
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: assetFilename(production),
        // The server build writes `dist/server/`, maybe first.
        clean: { keep: (file: string) => file.startsWith(`${serverFolder}/`) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          typescriptRule(production),
          {
            test: /\.module\.scss$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  modules: cssModules(app.cssPrefix, production),
                },
              },
              sassLoader,
            ],
          },
          {
            test: /\.scss$/,
            exclude: /\.module\.scss$/,
            use: [styleLoader, 'css-loader', sassLoader],
          },
          { test: /\.(svg|png|jpe?g|webp|avif|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...generatedModulesPlugin(dir, generatedModules),
        new ModuleFederationPlugin({
          name: app.name,
          ...(app.isRemote ? { filename: 'remoteEntry.js', exposes: exposes ?? {} } : { remotes: {} }),
          shared: sharedSingletons(pkg, 'browser'),
          manifest: app.isRemote,
          dts: false,
          experiments: {
            optimization: { target: 'web', disableRemote: app.isRemote && !consumesRemotes },
            // A deployed remote uses the federation runtime core of the shell that loads it
            // (shell/src/federation/provide-runtime.ts) instead of carrying its own copy in its
            // remote entry; a standalone one has no shell and keeps its own.
            externalRuntime: !standalonePage,
          },
          ...(app.isRemote ? {} : { runtimePlugins: [path.join(dir, 'src/federation/provide-runtime.ts')] }),
        }),
        ...(app.isRemote ? [] : [startFilesManifest()]),
        new PageRegistryPlugin(registry),
        // Absolute, so /blog/some-post loads /main.js; chunks still resolve from 'auto'.
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                chunks: ['main'],
                publicPath: '/',
                ...(app.isRemote
                  ? { templateContent: standaloneHtml(pkg.name) }
                  : {
                      template: './src/index.html',
                      filename: shellApp.appPage,
                      // Written into the page: a separate icon request delays a phone's first paint.
                      templateParameters: { faviconHref: svgDataUri(path.join(dir, 'src/favicon.svg')) },
                    }),
              }),
            ]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
              compileHint(),
              // Compressed once here, as a CDN serves them: compressing each response on the fly
              // cost the local servers about 185 ms of CPU per page load, on the cores the
              // browser loading that page needs (ops/adapters/serve/static-server.ts serves these).
              ...precompressedCopies(),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // The shell's copy of the shared library, which it loads at start, is one file with the
            // zod its schemas are built with. A remote's copy holds the fallbacks of what the shell
            // provides, which no page loads: as one file, a module the shell does not provide (a
            // form's schemas) brought them all.
            ...(app.isRemote
              ? {}
              : {
                  sharedLibrary: {
                    // The workspace's shared/src (not lucide-react's own dist/esm/shared/src, an icon's) and zod.
                    test: (module: webpack.Module) => {
                      const file = module.nameForCondition() ?? '';
                      return file.startsWith(`${sharedSources}${path.sep}`) || zodSources.test(file);
                    },
                    name: 'shared-library',
                    chunks: 'async' as const,
                    enforce: true,
                  },
                  // React, its DOM renderer, the router and zustand, which it provides and loads at
                  // start: one file, not six (four of them under 3 KB, each a request and its headers).
                  reactLibraries: {
                    test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|zustand)[\\/]/,
                    name: 'react-libraries',
                    chunks: 'async' as const,
                    enforce: true,
                  },
                }),
            // An app's own modules that two chunk groups reach (the shell's App, imported by its own
            // module group and by the bootstrap) go in one chunk both load: under webpack's 20 KB
            // minimum for a chunk of its own they were copied into both, and / loaded them twice.
            sharedAppModules: {
              test: /[\\/]src[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              reuseExistingChunk: true,
            },
            // CSS that two chunk groups reach (the shell's frame, imported by its own module group
            // and by the bootstrap) is under webpack's 20 KB minimum for a chunk of its own, so
            // it was copied into both and loaded twice.
            sharedStyles: {
              type: 'css/mini-extract',
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              reuseExistingChunk: true,
            },
          },
        },
        minimizer: [
          scriptMinifier(),
          new MinimizerPlugin({ test: /\.css$/, minify: MinimizerPlugin.lightningCssMinify }),
        ],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: app.port,
        hot: true,
        historyApiFallback: app.isRemote ? true : { index: `/${shellApp.appPage}` },
        // The shell fetches each remote's manifest across origins.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app?.get(appConfigPath, (_request, response, next) => {
            const config = appConfigFromEnv(process.env);
            if (app.isRemote) {
              response.json(config);
              return;
            }
            devPages(config).then((pages) => response.json({ ...config, pages }), next);
          });
          return middlewares;
        },
      },
    };
  };
}

/**
 * The build Node loads to render the app's pages: `target: 'async-node'`, CommonJS chunks that
 * the `@module-federation/node` runtime plugin fetches over HTTP. CSS modules export only their
 * class names, the browser build's; no stylesheet, page, compression or minifying. The shell's
 * `src/server.tsx` is its entry (the render); a remote has only its remote entry.
 */
function serverConfig({ dir, exposes, generatedModules, consumesRemotes = false }: AppOptions) {
  const pkg = readPackageJson(dir);
  const app = appIdentity(pkg.name);

  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    const sassLoader: RuleSetUseItem = { loader: 'sass-loader', options: { sassOptions: { quietDeps: true } } };
    const classNamesOnly = (mode: 'local' | 'global'): RuleSetUseItem => ({
      loader: 'css-loader',
      options: {
        modules: { mode, exportOnlyLocals: true, ...cssModules(app.cssPrefix, production) },
      },
    });
    return {
      name: `${app.name}-server`,
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'async-node',
      entry: app.isRemote ? {} : { main: { import: './src/server.tsx', library: { type: 'commonjs-module' } } },
      devtool: 'source-map',
      // In the browser build's folder, under `server/`: a release carries both, and the server
      // build's public path is the browser build's (shared/src/federation/server-public-path.ts), so
      // the pages name the same image URLs. No 'auto': webpack cannot work it out in Node.
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '',
        uniqueName: app.name,
        filename: `${serverFolder}/[name].js`,
        chunkFilename: `${serverFolder}/[name].js`,
        assetModuleFilename: assetFilename(production),
        clean: { keep: (file: string) => !file.startsWith(`${serverFolder}/`) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          typescriptRule(production),
          { test: /\.module\.scss$/, use: [classNamesOnly('local'), sassLoader] },
          { test: /\.scss$/, exclude: /\.module\.scss$/, use: [classNamesOnly('global'), sassLoader] },
          // The browser build's file names; the files themselves are served from the browser build.
          { test: /\.(svg|png|jpe?g|webp|avif|woff2)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        ...generatedModulesPlugin(dir, generatedModules),
        new ModuleFederationPlugin({
          name: app.name,
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          ...(app.isRemote ? { filename: serverRemoteEntry, exposes: exposes ?? {} } : { remotes: {} }),
          shared: sharedSingletons(pkg, app.isRemote ? 'server-remote' : 'server-host'),
          manifest: false,
          dts: false,
          experiments: { optimization: { target: 'node', disableRemote: app.isRemote && !consumesRemotes } },
          runtimePlugins: [
            createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin'),
            ...(app.isRemote ? [path.join(import.meta.dirname, '../src/federation/server-public-path.ts')] : []),
          ],
        }),
      ],
      optimization: { moduleIds: 'deterministic', minimize: false },
      performance: { hints: false },
      // Optional native add-ons that jsdom (mfe-blog's DOM for sanitising posts) and its ws try in
      // a try/catch; without them they do the same work in JavaScript.
      ignoreWarnings: [{ message: /Can't resolve '(canvas|bufferutil|utf-8-validate)'/ }],
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

interface PageScriptOptions {
  /** The app's folder, whose `dist/` the script is written to. */
  dir: string;
  /** The script's module: `./src/page-starter-entry.ts`. */
  entry: string;
  /** Its file in `dist/`. */
  filename: string;
}

/**
 * A script that runs on its own in a page, before any of the app's: one self-contained file, no
 * federation, no chunks, no webpack runtime to speak of. Built after the app, whose build empties
 * `dist/` first.
 */
export function createPageScriptConfig({ dir, entry, filename }: PageScriptOptions) {
  const app = appIdentity(readPackageJson(dir).name);
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    return {
      name: `${app.name}-${path.parse(filename).name}`,
      dependencies: [app.name],
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      target: ['web', 'es2022'],
      devtool: false,
      output: { path: path.join(dir, 'dist'), filename, clean: false },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [typescriptRule(production)] },
      optimization: { minimizer: [scriptMinifier()] },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
