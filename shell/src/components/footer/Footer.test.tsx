import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSiteStore } from 'shared/site-store';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

function footerHrefs(): (string | null)[] {
  return within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

// Spec section 2, "Footer links".
test.each([
  ['Enterprise AI', '/enterprise-ai'],
  ['Enterprise 360', '/enterprise-360'],
  ['Enterprise Agents', '/enterprise-agents'],
  ['Enterprise Automation', '/enterprise-automation'],
  ['Financial Services', '/financial-services'],
  ['Insurance & Healthcare', '/insurance-healthcare'],
  ['Government', '/government'],
  ['Trust Center', '/trust-center'],
  ['Blog', '/blog'],
  ['About', '/about'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms of Service', '/terms-of-service'],
  ['Cookie Policy', '/cookie-policy'],
  ['Careers', '/coming-soon'],
  ['Contact', '/?section=contact'],
])('links %s to %s', (name, href) => {
  renderFooter();

  expect(within(screen.getByRole('contentinfo')).getByRole('link', { name })).toHaveAttribute('href', href);
});

test('every footer link of the spec is present', () => {
  renderFooter();

  expect(footerHrefs()).toEqual(
    expect.arrayContaining([
      '/enterprise-ai',
      '/enterprise-360',
      '/enterprise-agents',
      '/enterprise-automation',
      '/financial-services',
      '/insurance-healthcare',
      '/government',
      '/trust-center',
      '/blog',
      '/about',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/coming-soon',
      '/?section=contact',
    ]),
  );
});

test('the link columns are labelled navigation regions', () => {
  renderFooter();

  for (const name of ['Products', 'Solutions', 'Company', 'Legal']) {
    expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
  }
});

test('shows the enterprise contact address as a mailto link and the office', () => {
  renderFooter();

  expect(screen.getByRole('link', { name: 'enterprise@veritenant.example' })).toHaveAttribute(
    'href',
    'mailto:enterprise@veritenant.example',
  );
  expect(screen.getByText('Headquarters: Campbell, CA')).toBeInTheDocument();
});

test('shows the copyright with the current year', () => {
  renderFooter();

  expect(screen.getByText(`© ${new Date().getFullYear()} Veritenant, Inc. All rights reserved.`)).toBeInTheDocument();
});

test("the 'Cookie preferences' button opens the preference dialog through the store", async () => {
  const user = userEvent.setup();
  renderFooter();
  expect(useSiteStore.getState().preferencesOpen).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));

  expect(useSiteStore.getState().preferencesOpen).toBe(true);
  expect(useSiteStore.getState().consent).toBeNull();
});

test('a page rendered on 31 December hydrates as rendered on 1 January, then shows the new year', async () => {
  jest.useFakeTimers({ now: new Date('2026-12-31T23:59:00Z'), doNotFake: ['queueMicrotask', 'setImmediate'] });
  const container = document.body.appendChild(document.createElement('div'));
  const { renderToString } = await import('react-dom/server');
  const footer = (
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  );
  // The server's render: the year it is rendered in.
  container.innerHTML = renderToString(footer);
  expect(container).toHaveTextContent('© 2026');

  jest.setSystemTime(new Date('2027-01-01T00:01:00Z'));
  const hydrationErrors: unknown[] = [];
  const { hydrateRoot } = await import('react-dom/client');
  await act(async () => {
    hydrateRoot(container, footer, { onRecoverableError: (error) => hydrationErrors.push(error) });
  });

  expect(hydrationErrors).toEqual([]);
  expect(container).toHaveTextContent('© 2027');
  jest.useRealTimers();
});
