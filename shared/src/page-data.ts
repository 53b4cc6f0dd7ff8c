/**
 * The data a page was rendered from. A server render loads it through the page's loaders (which
 * suspend until it is there) and hands it out with the page's markup; the prerender writes it into
 * the page as a JSON data block (never executed, so the pages' script policy has nothing to
 * allow); the browser's hydration reads it back, so it renders exactly what the server rendered
 * without fetching anything.
 */
import { createContext } from 'react';

/** The id of the page's JSON data block. */
export const PAGE_DATA_ID = 'page-data';

/** What the page's loaders loaded, by their keys: JSON values only. */
export type PageData = Record<string, unknown>;

/** A server render's loads: one promise per key for the whole render, and what each gave. */
export interface PageDataLoads {
  /** The promise of `key`'s data, started by `start` the first time the render asks for it. */
  load<T>(key: string, start: () => Promise<T>): Promise<T>;
  /** What the loads have given so far. */
  readonly data: PageData;
}

/** JSON for a `<script>` element's text: `</script>` inside it would end the element early. */
export function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page's data block: data, never executed, so the pages' script policy (the starter's hash
 * only) has nothing to allow.
 */
export function pageDataElement(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script>`;
}

export function createPageDataLoads(): PageDataLoads {
  const promises = new Map<string, Promise<unknown>>();
  const data: PageData = {};
  return {
    data,
    load<T>(key: string, start: () => Promise<T>): Promise<T> {
      let promise = promises.get(key) as Promise<T> | undefined;
      if (!promise) {
        promise = start().then((value) => {
          data[key] = value;
          return value;
        });
        promises.set(key, promise);
      }
      return promise;
    },
  };
}

/**
 * Provided by the shell's server render only. React forgets a component that suspended before it
 * first rendered, so the promise it waits for has to live outside it, for the render's length.
 */
export const PageDataContext = createContext<PageDataLoads | null>(null);

/** The page's data block, in the browser; nothing on the server or in a page without one. */
export function renderedPageData(): PageData {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : {};
}
