/**
 * The security headers of the site's pages, derived from the run-time configuration (pointing a
 * remote or the api elsewhere updates the policy). Scripts run only from the site's origins and
 * the pages' one inline starter (by its hash); styles allow inline rules, which every prerendered
 * page inlines for its first paint.
 */
import { createHash } from 'node:crypto';
import type { AppConfig } from 'shared/app-config';

/** Google's hosts for GA4 (gtag.js), from Google's guide to GA4 and a Content-Security-Policy. */
const analyticsHosts = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** reCAPTCHA v3's script, its frame and the resources the frame's script loads. */
const recaptchaHosts = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** A CSP source for an inline script: `'sha256-…'` of its exact text. */
export function inlineScriptSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

export function contentSecurityPolicy(config: AppConfig, inlineScripts: readonly string[]): string {
  const remotes = Object.values(config.remotes).map(originOf);
  const apis = [originOf(config.formEndpoint), originOf(config.blogApiUrl)];
  const analytics = config.gaMeasurementId !== '';
  const recaptcha = config.recaptchaSiteKey !== '';
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...remotes,
      ...inlineScripts.map(inlineScriptSource),
      ...(analytics ? analyticsHosts.script : []),
      ...(recaptcha ? recaptchaHosts.script : []),
    ],
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    'connect-src': ["'self'", ...remotes, ...apis, ...(analytics ? analyticsHosts.connect : [])],
    // Blog posts may show images from the blog's host.
    'img-src': ["'self'", 'data:', ...remotes, originOf(config.blogApiUrl), ...(analytics ? analyticsHosts.img : [])],
    'font-src': ["'self'", ...remotes],
    'frame-src': recaptcha ? recaptchaHosts.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/**
 * Every header a page goes out with. `Strict-Transport-Security` is left to the server that
 * terminates TLS (nginx: ops/adapters/nginx/site.ts): sent over plain HTTP, as locally, browsers ignore it.
 */
export function pageSecurityHeaders(config: AppConfig, inlineScripts: readonly string[]): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(config, inlineScripts), ...fixedPageHeaders };
}

/** The page headers that are the same whatever the configuration: all but the policy. */
export const fixedPageHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};
