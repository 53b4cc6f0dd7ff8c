import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { documentTitle, PageMetaSinkContext, usePageMeta, type PageMetaSink } from './page-meta';

function Meta({ title, description }: { title?: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Site-wide description">';
  document.title = 'Before';
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

test('the title names the page, then the brand', () => {
  expect(documentTitle('Blog')).toBe('Blog | Veritenant');
  render(<Meta title="Blog" />);
  expect(document.title).toBe('Blog | Veritenant');
  expect(description()).toBe('Site-wide description');
});

test('no title yet: the current one stays', () => {
  render(<Meta />);
  expect(document.title).toBe('Before');
});

test('a title already in place is left as it is', () => {
  document.title = 'Blog | Veritenant';
  const setTitle = jest.spyOn(document, 'title', 'set');
  try {
    render(<Meta title="Blog" />);
    expect(setTitle).not.toHaveBeenCalled();
    render(<Meta title="Post" />);
    expect(setTitle).toHaveBeenCalledWith('Post | Veritenant');
  } finally {
    setTitle.mockRestore();
  }
});

test('a description replaces the site-wide one while the page is shown', () => {
  const { rerender, unmount } = render(<Meta title="Post" description="First" />);
  expect(description()).toBe('First');
  rerender(<Meta title="Post" description="Second" />);
  expect(description()).toBe('Second');
  unmount();
  expect(description()).toBe('Site-wide description');
});

test('a page without the meta element gets one', () => {
  document.head.innerHTML = '';
  render(<Meta title="Post" description="Made" />);
  expect(description()).toBe('Made');
});

test("a server render, where effects never run, hands the deepest page's title and description to the sink", () => {
  const seen: PageMetaSink = {};
  renderToString(
    <PageMetaSinkContext.Provider value={(meta) => Object.assign(seen, meta)}>
      <Meta title="Blog" />
      <Meta title="A post" description="What the post says" />
    </PageMetaSinkContext.Provider>,
  );
  expect(seen).toEqual({ title: 'A post | Veritenant', description: 'What the post says' });
  expect(document.title).toBe('Before');
});
