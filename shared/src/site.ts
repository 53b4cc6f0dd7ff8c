/**
 * Company details used wherever the spec writes {email}, {host} or the brand.
 * The real company's details are not public: a deployment changes them here, once.
 */
export const site = {
  brand: 'Veritenant',
  tagline: 'Private AI in Your Private Tenant',
  enterpriseEmail: 'enterprise@veritenant.example',
  salesEmail: 'sales@veritenant.example',
  infoEmail: 'info@veritenant.example',
  phone: '+1 (408) 555-0142',
  office: 'Campbell, CA',
  registeredIn: ['Delaware', 'California'],
  consentStorageKey: 'veritenant-cookie-consent',
} as const;

/** A mailto: link with an optional subject, encoded once here. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
