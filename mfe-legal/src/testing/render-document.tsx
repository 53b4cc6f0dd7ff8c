/** Test helpers: render a legal page on its path, and read its contents and sections back. */
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows the router's hash, so a test can see what a link click did to the address. */
function LocationHash() {
  return <output aria-label="Location hash">{useLocation().hash}</output>;
}

export function renderOnPath(Page: ComponentType, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
      <LocationHash />
    </MemoryRouter>,
  );
}

export function locationHash(): string {
  return screen.getByRole('status', { name: 'Location hash' }).textContent ?? '';
}

export function contentsLinks(): HTMLAnchorElement[] {
  return within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link') as HTMLAnchorElement[];
}

/** Every numbered section: its id and its heading's text. */
export function documentSections(container: HTMLElement): Array<{ id: string; heading: string }> {
  return Array.from(container.querySelectorAll('section[id]')).map((section) => ({
    id: section.id,
    heading: section.querySelector('h2')?.textContent ?? '',
  }));
}

/** The section with this numbered heading ('19. Children’s Privacy'), for queries inside it. */
export function sectionNamed(heading: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name: heading });
}
