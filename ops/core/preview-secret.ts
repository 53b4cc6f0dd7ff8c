/** The secret that signs preview cookies and report passes, when the environment gives it. */

type Env = Readonly<Record<string, string | undefined>>;

export const previewSecretMinLength = 32;

/** `RELEASE_PREVIEW_SECRET`, refused in one line when too short; undefined when not given. */
export function givenPreviewSecret(env: Env): string | undefined {
  const given = env.RELEASE_PREVIEW_SECRET;
  if (given === undefined || given === '') return undefined;
  if (given.length < previewSecretMinLength) {
    throw new Error(`RELEASE_PREVIEW_SECRET must be at least ${previewSecretMinLength} characters`);
  }
  return given;
}
