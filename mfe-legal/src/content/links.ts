/** Links the legal documents share, built from the site's constants so no address is written twice. */
import { paths } from 'shared/paths';
import { mailto, site } from 'shared/site';

export const infoEmailLink = { text: site.infoEmail, href: mailto(site.infoEmail) };
export const salesEmailLink = { text: site.salesEmail, href: mailto(site.salesEmail) };
export const privacyPolicyLink = { text: 'Privacy Policy', href: paths.privacyPolicy };
export const cookiePolicyLink = { text: 'Cookie Policy', href: paths.cookiePolicy };
export const termsOfServiceLink = { text: 'Terms of Service', href: paths.termsOfService };
