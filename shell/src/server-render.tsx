import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { AppConfig } from 'shared/app-config';
import type { ServerRender } from 'shared/build/server-build';
import { createPageDataLoads, PageDataContext } from 'shared/page-data';
import { PageMetaSinkContext, type PageMetaSink } from 'shared/page-meta';
import { RenderedModulesContext } from 'shared/ui/remote-boundary';
import { App } from './App';
import './federation/provided-for-remotes';
import { registerServerConfig } from './federation/remote-pages';

export async function renderApp(location: string, config: AppConfig): Promise<ServerRender> {
  const meta: PageMetaSink = {};
  const modules = new Set<string>();
  const loads = createPageDataLoads();
  registerServerConfig(config);
  // A remote that fails to load, or a page's data (the blog's posts), leaves its Suspense boundary
  // to the browser (React renders the fallback and carries on): that is a failed render, never a
  // page to publish.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaSinkContext.Provider value={(page) => Object.assign(meta, page)}>
        <RenderedModulesContext.Provider value={(moduleId) => modules.add(moduleId)}>
          <PageDataContext.Provider value={loads}>
            <StaticRouter location={location}>
              <App />
            </StaticRouter>
          </PageDataContext.Provider>
        </RenderedModulesContext.Provider>
      </PageMetaSinkContext.Provider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place: past this size (12,800 bytes by default) React moves a boundary's
      // content to the end of the page with an inline script to put it back, which the pages'
      // content security policy blocks and which shows the skeleton until it runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `${location} did not render`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  return {
    ...meta,
    html,
    modules: [...modules],
    ...(Object.keys(loads.data).length > 0 ? { data: loads.data } : {}),
  };
}
