/**
 * One page of every route, with the h1 it must show (the blog post stands for every post): the
 * list each browser test of all routes walks, checked against the remotes' registries in
 * prerender.spec.ts.
 */
import { matchPath } from 'shared/router';
import { remoteApps } from 'shared/remotes';
import { registeredPages } from '../../ops/testing/site-pages';

export const sitePages: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/', heading: 'Private AI in Your Private Tenant' },
  { path: '/enterprise-ai', heading: 'Private, auditable models inside your infrastructure' },
  { path: '/enterprise-agents', heading: 'Autonomous agents that work inside your systems' },
  { path: '/enterprise-360', heading: 'Contextual private search across all your data' },
  { path: '/enterprise-automation', heading: 'Front-office and back-office automation, privately' },
  { path: '/financial-services', heading: 'Private AI for regulated financial institutions' },
  { path: '/insurance-healthcare', heading: 'HIPAA-ready AI for insurers and providers' },
  { path: '/government', heading: 'Sovereign AI for public agencies' },
  { path: '/about', heading: 'Built by people who have run enterprise systems for decades' },
  { path: '/trust-center', heading: 'Security and compliance you can verify' },
  { path: '/coming-soon', heading: 'We are working on this page' },
  { path: '/trial', heading: 'Request a 30 day trial' },
  { path: '/blog', heading: 'Our Blog' },
  { path: '/blog/zero-data-egress', heading: 'Zero Data Egress: What It Means, and How to Verify It Yourself' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/cookie-policy', heading: 'Cookie Policy' },
];

/** The local port of the remote that renders `path`, from the remotes' registries. */
export function remotePortOf(path: string): number {
  const route = registeredPages().find((candidate) => matchPath(candidate.path, path));
  const remote = remoteApps.find((app) => app.name === route?.remote);
  if (!remote) throw new Error(`No remote renders ${path}`);
  return remote.port;
}
