/**
 * The document's title and meta description, for the shell's routes and for pages that know
 * theirs only once loaded (a blog post). Touches `document` only in effects, never during render.
 */
import { useEffect } from 'react';
import { site } from 'shared/site';

/** 'Blog | Veritenant': every tab names the page, then the brand. */
export function documentTitle(title: string): string {
  return `${title} | ${site.brand}`;
}

/**
 * Sets the title while `title` is given, and the meta description while `description` is given;
 * the site-wide description of the shell's HTML comes back when the page goes away.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
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
