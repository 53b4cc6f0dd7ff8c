/** `release.json`: what a release is, written once beside its build and checked on every read. */
import * as z from 'zod';
import { pageEntrySchema } from 'shared/pages';
import { remoteApps, type RemoteName } from 'shared/remotes';

export const releaseJsonFile = 'release.json';

const versions = z.record(z.string(), z.string().min(1));

/** A component's props: each property's type as TypeScript writes it, and whether it may be left out. */
const propsSchema = z.record(z.string(), z.object({ type: z.string().min(1), optional: z.boolean() }));

/**
 * A remote's contract with the other remotes, read from its source at build: the props of each
 * exposed module's default export, and each module it loads from another remote (`remote`: its
 * container name) with the props it passes. Checked at promote and canary (./contract.ts).
 */
const contractSchema = z.object({
  exposes: z.record(z.string(), z.object({ props: propsSchema })),
  loads: z.array(z.object({ remote: z.string().min(1), module: z.string().min(1), passes: propsSchema })),
});

export const releaseJsonSchema = z.object({
  id: z.string().min(1),
  app: z.string().min(1),
  version: z.string().min(1),
  commit: z.string().min(1),
  builtAt: z.iso.datetime(),
  contentHash: z.string().regex(/^sha256-[0-9a-f]{64}$/),
  /**
   * Every file of the build by its path in the release, with its SHA-256 (hex): a release is
   * verified whole against them before it goes live (./release-store.ts). Releases built before this was
   * recorded have none, and are verified against `contentHash` as a whole.
   */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).optional(),
  shared: z.object({
    /** Versions of the singletons this build brings (the shell's are the ones the page uses). */
    provides: versions,
    /** Ranges of the singletons this build needs from the page. */
    requires: versions,
  }),
  /** Module names in the exposes map, without './' (none for the shell). */
  exposes: z.array(z.string()),
  /** The shell: per remote, the modules its route table loads from it. */
  loads: z.record(z.string(), z.array(z.string())),
  /**
   * A remote: the pages its registry declares (shared/src/pages.ts), from which the site's route
   * table is composed. Absent in the shell's and in releases built before registries.
   */
  pages: z.array(pageEntrySchema).optional(),
  /** The shell: every site path its navigation (header and footer) links to. */
  links: z.array(z.string()).optional(),
  /** The shell: the paths it answers itself (its redirects, the preview links), which no remote's page may take. */
  reserves: z.array(z.string()).optional(),
  /** A remote's contract; absent in the shell's and in releases built before contracts. */
  contract: contractSchema.optional(),
});

export type ReleaseJson = z.infer<typeof releaseJsonSchema>;
export type Contract = z.infer<typeof contractSchema>;
export type Props = z.infer<typeof propsSchema>;

/**
 * The release.json text, validated; a corrupt one is refused in one line naming the release and
 * the file.
 */
export function parseReleaseJson(text: string, label: string, file: string): ReleaseJson {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${label}: ${file} is not JSON (${(error as Error).message})`, { cause: error });
  }
  const result = releaseJsonSchema.safeParse(json);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`${label}: ${file} is invalid (${issue?.path.join('.') || 'root'}: ${issue?.message})`);
  }
  return result.data;
}

/** The federation container name of a remote package (`mfe-legal` → `mfe_legal`). */
export function remoteNameOf(pkg: string): RemoteName | undefined {
  return remoteApps.find((app) => app.pkg === pkg)?.name;
}
