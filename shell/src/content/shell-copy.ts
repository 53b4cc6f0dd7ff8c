/** The shell's own words: page frame, loading and failure states, the 404 page. */
export const shellCopy = {
  skipToContent: 'Skip to main content',
  loadingPage: 'Loading page…',
  dismissToast: 'Dismiss',
  preview: {
    label: 'Preview',
    previewing: 'Previewing',
    until: 'until',
    exit: 'Exit preview',
  },
  remoteFailure: {
    title: 'This page could not be loaded',
    body: 'Part of our site is not responding right now. The rest of the site still works; please try again in a moment.',
    retry: 'Try again',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved. Check the address for a typing mistake, or start again from the home page: every product, solution and policy of ours is one click away from there.',
    returnHome: 'Return to Home',
    documentTitle: 'Page not found',
  },
} as const;
