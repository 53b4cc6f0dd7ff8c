import type { RenderedPage } from '../../view-model';
import { copy } from '../content/copy';
import { DataTable } from './DataTable';
import { Section } from './Section';

/** Which releases each app's published pages were rendered from, and which of them place other apps' modules. */
export function RenderedSection({ rendered }: { rendered: RenderedPage[] }) {
  const words = copy.rendered;
  return (
    <Section id="rendered" heading={copy.sections.rendered}>
      {rendered.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <DataTable caption={words.caption} columns={words.columns}>
          {rendered.map((page) => {
            const places = Object.entries(page.places);
            return (
              <tr key={`${page.app}@${page.release}`}>
                <th scope="row">{page.app}</th>
                <td className="id">{page.release}</td>
                <td className="id">{page.shell}</td>
                <td>
                  {places.length === 0 ? (
                    words.placesNothing
                  ) : (
                    <ul className="plain">
                      {places.map(([path, apps]) => (
                        <li key={path}>
                          <code>{path}</code>: {apps.join(', ')}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </Section>
  );
}
