/**
 * Serves one built app the way its CDN would: compressed, `no-cache` (revalidated by ETag) for
 * the files whose names stay the same across deploys, `immutable` for content-hashed ones.
 * Remotes answer cross-origin requests (the shell fetches their manifests); the shell also
 * answers `/app-config.json` from the environment and falls back to its page for client routes.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Response } from 'express';
import { appConfigFromEnv, appConfigPath } from 'shared/app-config';

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|woff2|svg|png|jpe?g|webp|avif)$/;

function setCacheHeaders(response: Response, filePath: string): void {
  response.setHeader(
    'Cache-Control',
    HASHED_FILE.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

export interface StaticAppOptions {
  root: string;
  port: number;
  /** The shell: serves the run-time configuration and its page for every client route. */
  isShell: boolean;
  env: Readonly<Record<string, string | undefined>>;
}

export function startStaticServer({ root, port, isShell, env }: StaticAppOptions): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (!isShell) response.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  if (isShell) {
    // Validated now, so a bad variable stops the start with a readable message.
    const appConfig = appConfigFromEnv(env);
    app.get(appConfigPath, (_request, response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.json(appConfig);
    });
  }

  app.use(express.static(root, { index: false, setHeaders: setCacheHeaders }));

  if (isShell) {
    app.get('/{*path}', (_request, response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(path.join(root, 'index.html'));
    });
  }

  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
