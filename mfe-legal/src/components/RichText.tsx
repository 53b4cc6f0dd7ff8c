/** Document text that may hold links: site paths through the router, anything else as a plain anchor. */
import { Link } from 'shared/router';
import type { RichText as RichTextValue } from '../content/legal-document';

export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    if (typeof part === 'string') return part;
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    );
  });
}
