/**
 * A page's path without its page file, in both modes (njs 0.7; ./folder-site.js, ./swap.js): the
 * app page when the table served lists it (a rollback that could not render its pages publishes
 * none), else the 404 page. `isPage` repeats ops/core/serving-rules.ts' isPageRoute
 * (./swap-rules.test.ts runs both).
 */

/** The locations of ./site.ts (appPageLocation, notFoundLocation). */
const appPage = '@app_page';
const notFound = '@not_found';

/** Whether `pathname` is a page of `table`: `/about` or `/about/` of `/about`, `/blog/a-post` of `/blog/:slug`. */
function isPage(table, pathname) {
  const trimmed =
    pathname.length > 1 && pathname.charAt(pathname.length - 1) === '/' ? pathname.slice(0, -1) : pathname;
  const parts = trimmed.split('/').slice(1);
  return table.some((page) => {
    const route = page.path.split('/').filter((segment) => segment !== '');
    if (route.length === 0) return pathname === '/';
    if (parts.length !== route.length || trimmed.charAt(0) !== '/') return false;
    return route.every((segment, index) =>
      segment.charAt(0) === ':' ? parts[index] !== '' : parts[index] === segment,
    );
  });
}

/** The table of a run-time configuration (`pages`), undefined when it lists none. */
function tableOf(config) {
  return config && Array.isArray(config.pages) ? config.pages : undefined;
}

export default { appPage, notFound, isPage, tableOf };
