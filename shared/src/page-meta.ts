/**
 * The document's title and meta description, for the shell's routes and for pages that know
 * theirs only once loaded (a blog post). Touches `document` only in effects, never during render.
 */
import { createContext, useContext, useEffect } from 'react';
import { site } from 'shared/site';

/** 'Blog | Veritenant': every tab names the page, then the brand. */
export function documentTitle(title: string): string {
  return `${title} | ${site.brand}`;
}

/** What a server render collects of a page's title and description (effects do not run there). */
export interface PageMetaSink {
  title?: string;
  description?: string;
}

/**
 * Provided by the shell's server render only, which effects never reach; a browser render writes
 * the document in effects.
 */
export const PageMetaSinkContext = createContext<((meta: PageMetaSink) => void) | null>(null);

/**
 * Sets the title while `title` is given, and the meta description while `description` is given;
 * the site-wide description of the shell's HTML comes back when the page goes away.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  // The deepest page's call renders last and wins, as its effects win in a browser.
  useContext(PageMetaSinkContext)?.({
    ...(title === undefined ? {} : { title: documentTitle(title) }),
    ...(description === undefined ? {} : { description }),
  });
  useEffect(() => {
    if (title === undefined) return;
    const text = documentTitle(title);
    // A prerendered page already has its title; setting it again still costs the main thread
    // a few milliseconds (up to 7 in profiles of a blog post taking over).
    if (document.title !== text) document.title = text;
  }, [title]);

  useEffect(() => {
    if (description === undefined) return undefined;
    const meta =
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]') ??
      document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'description' }));
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
