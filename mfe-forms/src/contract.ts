/**
 * What mfe-forms publishes to the remotes that place its forms: types only, imported with
 * `import type` from `mfe-forms/contract` (the forms themselves are loaded through federation).
 * Each release records the props its exposed modules take, and promote checks them against the
 * remotes that place them (ops/core/contract.ts).
 */
export interface LeadFormProps {
  /** Level of the form's heading: 2 by default, 3 when the placing page nests it under an h2. */
  headingLevel?: 2 | 3;
}
