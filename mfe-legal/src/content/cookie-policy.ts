/** Copy of the cookie policy page. */
export const cookiePolicy = {
  eyebrow: 'Legal',
  title: 'Cookie Policy',
  lead: 'Which cookies this site uses, why, and how to change your choice at any time.',
  manage: {
    title: 'Your cookie choice',
    body: 'Strictly necessary cookies are always on. Analytics and marketing cookies are used only if you allow them, and we honour Do-Not-Track and Global Privacy Control signals.',
    button: 'Manage Cookie Preferences',
  },
} as const;
