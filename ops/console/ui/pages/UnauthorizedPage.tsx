import { Document } from '../components/Document';
import { copy } from '../content/copy';

/** What a request without the console's session gets (HTTP 401). */
export function UnauthorizedPage() {
  const { heading, body } = copy.unauthorized;
  return (
    <Document title={`${heading}: ${copy.title}`}>
      <main className="narrow">
        <h1>{heading}</h1>
        <p>
          {/* The copy marks a command as `code`: every other part is text. */}
          {body.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
        </p>
      </main>
    </Document>
  );
}
