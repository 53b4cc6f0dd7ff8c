import { render } from '@testing-library/react';
import { articlePost, hostilePost, sanitised } from '../testing/post-html';
import { PostContent, sanitizePostHtml } from './PostContent';

describe('PostContent', () => {
  test('a hostile post loses its form, controls, styles, frames and scripts, and keeps its text', () => {
    const { container } = render(<PostContent content={hostilePost} />);
    const html = container.innerHTML;

    expect(container.querySelectorAll('form, input, select, option, textarea, button, label')).toHaveLength(0);
    expect(container.querySelectorAll('iframe, object, svg, style, script, meta')).toHaveLength(0);
    expect(container.querySelectorAll('[style], [onerror], [formaction], [action]')).toHaveLength(0);
    expect(html).not.toMatch(/javascript:|evil\.example/);
    expect(container).toHaveTextContent('Please sign in again to keep reading.');
    expect(container.querySelector('h2')).toHaveTextContent('Quarterly update');
  });

  test('an ordinary article keeps its headings, links, lists, quotes, code, tables and images', () => {
    const { container } = render(<PostContent content={articlePost} />);

    expect(container.querySelector('h2#why')).toHaveTextContent('Why private AI');
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://veritenant.example/trust');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('blockquote')).toHaveAttribute('cite', 'https://example.com');
    expect(container.querySelector('pre code')).toHaveTextContent('npm start');
    expect(container.querySelector('th')).toHaveAttribute('scope', 'col');
    expect(container.querySelector('img')).toMatchObject({ alt: 'Chart', width: 640, height: 320 });
    expect(container.querySelector('figcaption')).toHaveTextContent('Figure 1');
  });

  test.each([
    ['hostile', hostilePost, sanitised.hostilePost],
    ['ordinary', articlePost, sanitised.articlePost],
  ])('an %s post is sanitised in the browser into the HTML the server makes of it', (_name, post, expected) => {
    expect(sanitizePostHtml(post)).toBe(expected);
  });

  test('content that is not a string is shown serialised', () => {
    const { container } = render(<PostContent content={{ root: { children: [] } }} />);
    expect(container.querySelector('pre')).toHaveTextContent('"children": []');
  });
});
