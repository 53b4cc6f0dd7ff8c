/** The words of the cookie banner and the preference dialog. */
export const consentCopy = {
  banner: {
    label: 'Cookie consent',
    title: 'Your privacy, your choice',
    body: 'We use strictly necessary cookies to run this site. With your permission we also use analytics cookies to understand how the site is used and marketing cookies to measure our campaigns.',
    privacySignal:
      'Your browser asks sites not to track you (Do Not Track or Global Privacy Control), so analytics and marketing stay off unless you turn them on.',
    policyLink: 'Read our Cookie Policy',
    acceptAll: 'Accept All',
    rejectAll: 'Reject All',
    manage: 'Manage Preferences',
    close: 'Close cookie banner',
  },
  dialog: {
    title: 'Cookie Preferences',
    description:
      'Choose which cookies we may use. Strictly necessary cookies are always on because the site cannot work without them.',
    categories: {
      necessary: {
        name: 'Strictly Necessary',
        description: 'Keep the site secure and remember your cookie choice. Always active.',
      },
      analytics: {
        name: 'Analytics',
        description: 'Help us understand which pages are useful, with anonymised IP addresses (Google Analytics).',
      },
      marketing: {
        name: 'Marketing',
        description: 'Measure the campaigns that brought you here and show relevant messages elsewhere.',
      },
    },
    cancel: 'Cancel',
    save: 'Save Preferences',
    /** The visitor's receipt: "Consent ID … — given 24 Nov 2026", to quote to the privacy team. */
    receipt: { id: 'Consent ID', given: 'given' },
    close: 'Close',
  },
} as const;
