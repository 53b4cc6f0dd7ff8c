// DOMPurify on the page's own window. The server build resolves `#purify` to `purify.node.ts`
// instead (package.json `imports`), so its DOM stays out of the browser's bundle.
export { default as purify } from 'dompurify';
