/**
 * The one registry of the federated apps: container names, local ports and the environment
 * variable that points the shell at each remote's manifest. Build configs, the local servers
 * and the shell's route table all read it, so none of these is written twice.
 */

export interface RemoteApp {
  /** Federation container name, used in `loadRemote('<name>/<Module>')`. */
  readonly name: 'mfe_marketing' | 'mfe_forms' | 'mfe_blog' | 'mfe_legal';
  /** Workspace folder and package name. */
  readonly pkg: string;
  readonly port: number;
  /** Environment variable holding the URL of the remote's `mf-manifest.json`. */
  readonly envVar: string;
  /** Prefix of the app's CSS-module class names, so two apps' classes never collide. */
  readonly cssPrefix: string;
}

export const remoteApps = [
  { name: 'mfe_marketing', pkg: 'mfe-marketing', port: 3001, envVar: 'REMOTE_MARKETING_URL', cssPrefix: 'mk' },
  { name: 'mfe_forms', pkg: 'mfe-forms', port: 3002, envVar: 'REMOTE_FORMS_URL', cssPrefix: 'fm' },
  { name: 'mfe_blog', pkg: 'mfe-blog', port: 3003, envVar: 'REMOTE_BLOG_URL', cssPrefix: 'bl' },
  { name: 'mfe_legal', pkg: 'mfe-legal', port: 3004, envVar: 'REMOTE_LEGAL_URL', cssPrefix: 'lg' },
] as const satisfies readonly RemoteApp[];

export type RemoteName = (typeof remoteApps)[number]['name'];

/** The package of the remote whose federation container is `name` (`mfe_forms` → `mfe-forms`). */
export function remotePackage(name: string): string | undefined {
  return remoteApps.find((remote) => remote.name === name)?.pkg;
}

export const shellApp = {
  name: 'shell',
  pkg: 'shell',
  port: 3000,
  cssPrefix: 'sh',
  /**
   * The shell's built page, empty until the app renders: served for client routes that have no
   * prerendered HTML, and the template `npm run prerender` fills (its pages take `index.html`).
   */
  appPage: 'app.html',
  /** The prerendered pages' starter, built beside the app and written inline into each page. */
  pageStarter: 'app-starter.js',
} as const;

/** The local api (forms and blog), started beside the site by `npm start`. */
export const apiApp = { pkg: 'api', port: 3010 } as const;

/** Where an app is served on this machine: the local default of every URL setting. */
export function localOrigin(port: number): string {
  return `http://localhost:${port}`;
}

export function localManifestUrl(port: number): string {
  return `${localOrigin(port)}/mf-manifest.json`;
}

/**
 * Prefix of the CSS-module class names of `shared/src/`'s styled modules, alike in every app that
 * compiles them (shared/build/webpack.ts says why).
 */
export const sharedCssPrefix = 'sd';
