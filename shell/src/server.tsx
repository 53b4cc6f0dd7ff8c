/**
 * The shell's server entry (its Node build, `dist/server/main.js`): renders a route of the site to
 * HTML. An async boundary, as in the browser, so the shared singletons are set up before any is
 * used.
 */
import type { AppConfig } from 'shared/app-config';
import type { ServerRender } from 'shared/build/server-build';

/** The HTML of the app at `location`, every Suspense boundary resolved (remote pages included). */
export async function renderRoute(location: string, config: AppConfig): Promise<ServerRender> {
  const { renderApp } = await import('./server-render');
  return renderApp(location, config);
}
