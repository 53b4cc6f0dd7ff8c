import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { enterpriseAutomationPage } from '../content/enterprise-automation';
import { MarketingPageView } from './MarketingPageView';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/enterprise-automation']}>
      <MarketingPageView page={enterpriseAutomationPage} />
    </MemoryRouter>,
  );
}

test('the hero is the only h1; every block is a region named by its h2', () => {
  renderPage();

  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  for (const block of enterpriseAutomationPage.blocks) {
    const region = screen.getByRole('region', { name: block.title });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: block.title }));
    if (block.id) expect(region).toHaveAttribute('id', block.id);
  }
});

test("sets the page's meta description while it is shown, and gives the previous one back", () => {
  document.head.innerHTML = '<meta name="description" content="Site-wide description">';
  const { unmount } = renderPage();

  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    enterpriseAutomationPage.description,
  );
  unmount();
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Site-wide description');
});

test("a hero anchor is a real link to the section on the same page, for the shell's scroll manager", () => {
  renderPage();

  const [primary] = enterpriseAutomationPage.hero.actions;
  expect(screen.getByRole('link', { name: primary?.label })).toHaveAttribute('href', '/enterprise-automation#contact');
});
