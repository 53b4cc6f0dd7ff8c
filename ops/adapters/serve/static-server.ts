/**
 * Serves one built app as its CDN would, by the serving rules nginx follows too (ops/core/serving-rules.ts),
 * sending a file's Brotli or gzip copy when there is one; the shell also answers `/app-config.json`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { appConfigFromEnv, appConfigPath, type AppConfig } from 'shared/app-config';
import { shellApp } from 'shared/remotes';
import { redirectRoutes } from 'shared/routes';
import { pageSecurityHeaders } from '../../core/content-security-policy';
import { blogPostLookup, blogPostSlug } from '../../core/blog-posts';
import { compressedCopy, copiedFileName, copyEncodings } from '../../lib/precompressed';
import { notFoundPage, prerenderedPagePath } from '../../core/prerendered-pages';
import {
  cacheControl,
  cacheControlFor,
  isPageRoute,
  longestUrl,
  originHeaders,
  unservedPath,
} from '../../core/serving-rules';
import { invalidPreviewText, previewExitPath, previewPath } from '../../core/swap-cookies';

/**
 * Whether `folder` holds the requested file itself: a Brotli or gzip copy served alone would publish a file
 * the release does not have (a smoke gate would pass a release missing a chunk).
 */
function holdsFile(folder: string, requestPath: string): boolean {
  const base = path.resolve(folder);
  const file = path.join(base, decodeURIComponent(requestPath));
  return file.startsWith(`${base}${path.sep}`) && (statSync(file, { throwIfNoEntry: false })?.isFile() ?? false);
}

function setCacheHeaders(response: ServerResponse, filePath: string): void {
  response.setHeader('Cache-Control', cacheControlFor(copiedFileName(path.basename(filePath))));
}

/** The error page's title by status, where it says more than "Bad request". */
const plainTitles: Readonly<Record<number, string>> = { 404: 'Not found', 414: 'URL too long' };

/**
 * The last word on any error: a short page with its status, the details in the server's log.
 * Express's own handler would show the visitor a stack trace with the server's file paths.
 */
function answerErrorsPlainly(error: unknown, request: Request, response: Response, _next: NextFunction): void {
  const status = httpStatusOf(error);
  if (status >= 500) console.error(`${request.method} ${request.originalUrl} failed:`, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const title = plainTitles[status] ?? (status < 500 ? 'Bad request' : 'Something went wrong');
  response.removeHeader('Content-Encoding');
  response.status(status).set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
  response.send(`<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1>`);
}

/**
 * A request that names no path goes to the error page, not to each middleware's own answer (a
 * NUL would reach the file system): 414 beyond `longestUrl`, 400 for bad percent-encoding or a NUL.
 */
function refuseMalformedPaths(request: Request, _response: Response, next: NextFunction): void {
  if (request.originalUrl.length > longestUrl) {
    return next(Object.assign(new Error('Request URL too long'), { status: 414 }));
  }
  try {
    if (!decodeURIComponent(request.path).includes('\0')) return next();
  } catch {
    // Not percent-encoding: refused below.
  }
  next(Object.assign(new Error('Malformed path'), { status: 400 }));
}

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** What one browser is served, read from its cookies on each page and `/app-config.json`. */
export interface Visitor {
  config: AppConfig;
  /** A preview or a canary swapped a release in: its pages are this browser's own. */
  swapped: boolean;
  /**
   * Where a swapped browser's page file is served from (the live pages' folder, or a canary's:
   * ops/core/canary-pages.ts); undefined, or absent, for the app page.
   */
  pagesFolder?: (file: string) => string | undefined;
  /** `Set-Cookie` headers to send with the answer (a cohort number chosen). */
  setCookies: readonly string[];
}

/** Previews and canaries (ops/adapters/serve/serving.ts, storeSwaps): the shell's answers per browser. */
export interface Swaps {
  visitor(cookieHeader: string | undefined): Visitor;
  /** The `Set-Cookie` of a preview link's query (`/_preview?…`) that checks out, else undefined. */
  previewLink(query: URLSearchParams): string | undefined;
  /** The `Set-Cookie` headers that end every preview (`/_preview/exit`). */
  exitPreviews(): readonly string[];
}

export interface StaticAppOptions {
  /** The build output served, or a function naming it on each request (a release store's live release). */
  root: string | (() => string);
  /** Folders tried in turn when `root` lacks a file: older releases, for a tab opened before a promotion. */
  fallbackRoots?: () => readonly string[];
  /** Where the prerendered pages are, when not in `root` (ops/cli/prerender.ts writes them). */
  pagesRoot?: string;
  /** The shell's run-time configuration on each request; by default read from `env` at start. */
  appConfig?: () => AppConfig;
  port: number;
  /** The shell: serves the run-time configuration and its page for every client route. */
  isShell: boolean;
  env: Readonly<Record<string, string | undefined>>;
  /** False: the shell's app page for every page, as `npm run prerender` renders them afresh. */
  servePrerendered?: boolean;
  /** Previews and canaries, when the shell serves a release store. */
  swaps?: Swaps;
}

export function startStaticServer({
  root,
  fallbackRoots = () => [],
  pagesRoot,
  appConfig,
  port,
  isShell,
  env,
  servePrerendered = true,
  swaps,
}: StaticAppOptions): Promise<Server> {
  const rootNow = typeof root === 'string' ? () => root : root;
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_request, response, next) => {
    response.set(originHeaders(isShell));
    next();
  });
  app.use(refuseMalformedPaths);

  // Read now, so a bad variable (or store) stops the start with a readable message.
  const fromEnv = appConfig ? undefined : appConfigFromEnv(env);
  const currentConfig = appConfig ?? ((): AppConfig => fromEnv!);
  currentConfig();
  /**
   * The configuration a page or `/app-config.json` answers with, and its headers. An answer swapped or
   * setting a cookie (a new visitor's cohort) is private: a shared cache would give it to everyone.
   */
  const configFor = (request: Request, response: Response): Omit<Visitor, 'setCookies'> => {
    response.setHeader('Cache-Control', cacheControl.revalidate);
    if (!swaps) return { config: currentConfig(), swapped: false };
    const visitor = swaps.visitor(request.headers.cookie);
    if (visitor.setCookies.length > 0) response.append('Set-Cookie', [...visitor.setCookies]);
    if (visitor.swapped || visitor.setCookies.length > 0) response.setHeader('Cache-Control', cacheControl.private);
    response.vary('Cookie');
    return visitor;
  };

  if (isShell) {
    app.get(appConfigPath, (request, response) => {
      response.json(configFor(request, response).config);
    });
  }

  if (isShell && swaps) {
    app.get(previewExitPath, (_request, response) => {
      response.append('Set-Cookie', [...swaps.exitPreviews()]);
      response.set('Cache-Control', 'no-store').redirect(303, '/');
    });
    app.get(previewPath, (request, response) => {
      const cookie = swaps.previewLink(new URLSearchParams(request.originalUrl.split('?')[1] ?? ''));
      response.set('Cache-Control', 'no-store');
      if (cookie) return response.append('Set-Cookie', cookie).redirect(303, '/');
      response.status(400).type('text/plain').send(invalidPreviewText);
    });
  }

  if (isShell) {
    for (const route of redirectRoutes)
      app.get(route.path, (_request, response) =>
        response.set('Cache-Control', cacheControl.revalidate).redirect(301, route.redirectTo),
      );
  }

  // One file server per folder, made when a request first needs it.
  const fileServers = new Map<string, ReturnType<typeof expressStaticGzip>>();
  const fileServer = (folder: string) => {
    let server = fileServers.get(folder);
    if (!server) {
      server = expressStaticGzip(folder, {
        enableBrotli: true,
        orderPreference: ['br'],
        index: false,
        serveStatic: { index: false, redirect: false, setHeaders: setCacheHeaders },
      });
      fileServers.set(folder, server);
    }
    return server;
  };
  app.use((request, response, next) => {
    if (unservedPath.test(decodeURIComponent(request.path))) return next();
    // Pages (and the sitemap) are written after the build they are composed from, so they come first.
    const folders = [...(pagesRoot ? [pagesRoot] : []), rootNow(), ...fallbackRoots()];
    const tryFolder = (index: number): void => {
      const folder = folders[index];
      if (folder === undefined) return next();
      if (!holdsFile(folder, request.path)) return tryFolder(index + 1);
      fileServer(folder)(request, response, (error?: unknown) => (error ? next(error) : tryFolder(index + 1)));
    };
    tryFolder(0);
  });

  if (isShell) {
    // Files go out by their path inside `root`: given an absolute path, `send` refuses any path
    // with a dot folder in it, so a checkout under `~/.work/` would serve nothing.
    const sendFromRoot = (response: Response, next: NextFunction, file: string, folder = rootNow()) =>
      response.sendFile(file, { root: folder }, (error) => error && next(error));
    const pages = () => pagesRoot ?? rootNow();
    // A prerendered page goes out as the copy `npm run prerender` compressed, when there is one.
    const sendPage = (request: Request, response: Response, next: NextFunction, file: string, folder: string) => {
      // Brotli whenever accepted: asked for both, negotiation takes the browser's first ("gzip, deflate, br").
      const encoding = copyEncodings.find((candidate) => request.acceptsEncodings(candidate));
      const copy = encoding && compressedCopy(path.join(folder, file), encoding);
      if (!encoding || !copy) return sendFromRoot(response, next, file, folder);
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.vary('Accept-Encoding');
      return sendFromRoot(response, next, path.relative(folder, copy), folder);
    };
    // The page starter of the shell folder served now, read once per folder: a release's files
    // never change, and a promotion of the shell serves another folder.
    const startersByFolder = new Map<string, string[]>();
    const inlineScripts = () => {
      const folder = rootNow();
      let scripts = startersByFolder.get(folder);
      if (!scripts) {
        const starter = path.join(folder, shellApp.pageStarter);
        scripts = existsSync(starter) ? [readFileSync(starter, 'utf8')] : [];
        startersByFolder.set(folder, scripts);
      }
      return scripts;
    };
    const knownToBlogApi = blogPostLookup(fetch);
    app.get('/{*path}', async (request, response, next) => {
      const { config, swapped, pagesFolder } = configFor(request, response);
      // Its Cache-Control is the configuration's (configFor).
      response.set(pageSecurityHeaders(config, inlineScripts()));
      // A swapped browser gets a prerendered page only where it holds none of another release's
      // code than the ones its configuration names: else the app page renders the route.
      const prerendered = (file: string): string | undefined => {
        if (!servePrerendered) return undefined;
        const folder = swapped ? pagesFolder?.(file) : pages();
        return folder && existsSync(path.join(folder, file)) ? folder : undefined;
      };
      const slug = blogPostSlug(request.path);
      if (slug !== undefined && (await knownToBlogApi(config.blogApiUrl, slug)) === false) {
        return sendFromRoot(response.status(404), next, shellApp.appPage);
      }
      // A route of the releases this browser is served (its configuration's table).
      if (isPageRoute(config.pages ?? [], request.path)) {
        const page = prerenderedPagePath(request.path);
        const folder = prerendered(page);
        if (folder) return sendPage(request, response, next, page, folder);
        // Without a prerendered page (none written yet, or the prerender failed) a route is still
        // served: its app page renders it in the browser.
        return sendFromRoot(response, next, shellApp.appPage);
      }
      const folder = prerendered(notFoundPage);
      if (folder) return sendPage(request, response.status(404), next, notFoundPage, folder);
      return sendFromRoot(response.status(404), next, shellApp.appPage);
    });
  }

  app.use(answerErrorsPlainly);

  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
