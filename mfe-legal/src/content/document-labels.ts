/** The words every legal document's template shows around the document itself. */
import type { DocumentLabels } from './legal-document';

export const documentLabels = {
  contents: 'Contents',
  backToContents: 'Back to contents',
} as const satisfies DocumentLabels;
