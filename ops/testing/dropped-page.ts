/**
 * A release the compatibility gate refuses, on a command store (./command-store.ts): a live shell
 * whose navigation links to /cookie-policy, and a release of mfe-legal that drops that page.
 */
import { shellApp } from 'shared/remotes';
import { createFolderStore } from '../adapters/folder/folder-store';
import { legal, type CommandStore } from './command-store';
import { addTestRelease } from './test-store';

/** Adds both (the shell made live); the candidate's id and the gate's sentence refusing it. */
export async function addReleaseDroppingALinkedPage(t: CommandStore): Promise<{ candidate: string; refusal: string }> {
  const store = createFolderStore(t.store);
  const shell = await addTestRelease(store, shellApp.pkg, new Date('2026-11-25T06:30:00Z'), {
    links: ['/privacy-policy', '/cookie-policy'],
  });
  t.switchInTest(shellApp.pkg, shell.id, 'promote');
  const page = { path: '/privacy-policy', module: 'PrivacyPolicyPage', title: 'Privacy', description: 'Privacy' };
  const candidate = await addTestRelease(store, legal, new Date('2026-11-25T06:40:00Z'), {
    pages: [{ ...page, sitemap: true }],
  });
  return {
    candidate: candidate.id,
    refusal:
      `refused by the compatibility gate: ${legal} ${candidate.id} drops /cookie-policy, ` +
      `which the shell ${shell.id} links to in its navigation`,
  };
}
