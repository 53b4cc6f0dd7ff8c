/** Where the tests run the checkout's own commands from: its root, and its tsx. */
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
export const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
