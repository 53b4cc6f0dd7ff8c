/**
 * Markup a prerendered page holds out of its document until the first frame (docs/page-loading.md,
 * "A form below the fold joins the page at its first frame"): a lead form far below the fold.
 * At `DOMContentLoaded` Chromium's autofill measures every form control of the page, which lays
 * out the whole skipped part holding one (`content-visibility: auto`) before the first paint on
 * a fast connection, or just after it on a slow one. Held in a `<template>`, the form is inert
 * markup then: the page's starter puts it in its place at the first frame, and autofill measures
 * it some 100 ms later, after the paint.
 */

/** Marks a `<template>` whose content joins the page at its first frame. */
export const AFTER_FIRST_FRAME_ATTRIBUTE = 'data-after-first-frame';

/** Puts the content of every such template in the template's place. Idempotent. */
export function insertAfterFirstFrameMarkup(document: Document): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${AFTER_FIRST_FRAME_ATTRIBUTE}]`)) {
    template.replaceWith(template.content);
  }
}
