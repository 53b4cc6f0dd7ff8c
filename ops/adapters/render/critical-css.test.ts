import { trimInlineStyles } from './critical-css';

const page = (css: string) =>
  '<!doctype html><html lang="en"><head><title>T</title>' +
  `<style>${css}</style>` +
  '<link rel="stylesheet" href="https://www.example.com/fonts.bbbb2222.css" /></head>' +
  '<body><div id="root"><header class="sh-header"><button class="sh-menu" data-state="closed">Menu</button></header>' +
  '<main><h1 class="lg-title">Terms</h1></main></div><script>start()</script></body></html>';

const css =
  ':root{--ink:#000}body{margin:0}.sh-header{display:flex}.sh-menu:hover{color:red}' +
  '.sh-menu[data-state=open]{color:blue}.sh-dialog{position:fixed}' +
  '@media (min-width:1024px){.lg-title{font-size:3rem}.sh-toast{right:0}}' +
  '.lg-title{animation:fade .2s}@keyframes fade{from{opacity:0}}@keyframes unused{from{opacity:1}}';

test('an inlined stylesheet keeps only the rules the page uses, and its keyframes', async () => {
  const html = await trimInlineStyles(page(css));
  const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
  for (const kept of [':root', 'body', '.sh-header', '.sh-menu:hover', '.lg-title{font-size:3rem}', '@keyframes fade'])
    expect(style).toContain(kept);
  for (const dropped of ['data-state=open', '.sh-dialog', '.sh-toast', '@keyframes unused'])
    expect(style).not.toContain(dropped);
});

test('the rest of the page is left as it was: links, markup and scripts, with nothing requested in addition', async () => {
  const html = await trimInlineStyles(page(css));
  expect(html).toContain('<link rel="stylesheet" href="https://www.example.com/fonts.bbbb2222.css">');
  expect(html).toContain('<button class="sh-menu" data-state="closed">Menu</button>');
  expect(html).toContain('<script>start()</script>');
  expect(html.match(/<link\b/g)).toHaveLength(1);
  expect(html).toContain('<html lang="en">');
});
