import type { ReactNode } from 'react';

/** Where the server answers with ../console.css: the CSP allows styles from the console only, none inline. */
const stylesheetHref = '/console.css';

/** The frame of every console page. */
export function Document({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="stylesheet" href={stylesheetHref} />
        {/* No favicon request: every path but the console's answers 401 without a session. */}
        <link rel="icon" href="data:," />
      </head>
      <body>{children}</body>
    </html>
  );
}
