/**
 * What `npm start` hands the api, unless the developer's environment says otherwise: development
 * tokens accepted (no reCAPTCHA secret here) and each request logged at debug, below the level
 * the api logs, so the terminal keeps the lines that matter. Production sets neither.
 */
import { apiApp, localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { releasesOriginVariable } from '../ops/core/serving-config';

type Env = Readonly<Record<string, string | undefined>>;

export function localApiEnv(env: Env): Record<string, string | undefined> {
  return { ...env, ALLOW_DEV_TOKENS: env.ALLOW_DEV_TOKENS ?? '1', REQUEST_LOG_LEVEL: env.REQUEST_LOG_LEVEL ?? 'debug' };
}

/** The banner's warning while the api accepts development tokens, which anyone can make. */
export function verificationWarning(env: Env): string | undefined {
  if (env.RECAPTCHA_SECRET || !['1', 'true'].includes(env.ALLOW_DEV_TOKENS ?? '')) return undefined;
  return 'Form verification is off: the api accepts development tokens, which anyone can make (ALLOW_DEV_TOKENS=1). Never serve visitors like this.';
}

/**
 * `npm start -- --nginx`: the site's environment for nginx on the ports `npm start` uses (the shell on
 * :3000, each remote on its own, the api proxied at `/api/`), unless the developer's says otherwise.
 */
export function localNginxEnv(env: Env): Record<string, string | undefined> {
  const defaults: Record<string, string> = {
    SITE_URL: localOrigin(shellApp.port),
    API_UPSTREAM: `http://127.0.0.1:${apiApp.port}`,
    ...Object.fromEntries(remoteApps.map((app) => [releasesOriginVariable(app.pkg), localOrigin(app.port)])),
  };
  return { ...defaults, ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) };
}
