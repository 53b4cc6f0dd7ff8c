import type { ContractView, GatesView } from '../../view-model';
import { copy } from '../content/copy';
import { Field } from './ActionForm';
import { ContractGraph } from './ContractGraph';
import { KeptQuery, type ConsoleQuery } from './KeptQuery';
import { releaseName } from './release-name';
import { ScrollRegion } from './ScrollRegion';
import { Section } from './Section';

/**
 * The composition: which served release loads which module of which other, and whether the gates
 * would pass a chosen release now.
 */
export function ContractSection({
  contract,
  gates,
  releases,
  query,
}: {
  contract: ContractView;
  gates: GatesView | undefined;
  releases: Record<string, string[]>;
  query: ConsoleQuery;
}) {
  const words = copy.contract;
  return (
    <Section id="contract" heading={copy.sections.contract}>
      {contract.edges.length === 0 ? (
        <p>{words.noEdges}</p>
      ) : (
        <>
          <ContractGraph contract={contract} />
          <ScrollRegion label={words.edgesCaption}>
            <table>
              <caption>{words.edgesCaption}</caption>
              <thead>
                <tr>
                  {words.edgesColumns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {contract.edges.map((edge) => (
                  <tr key={`${releaseName(edge.consumer)} ${edge.module} ${releaseName(edge.provider)}`}>
                    <td className="id">{releaseName(edge.consumer)}</td>
                    <td>
                      <code>{edge.module}</code>
                    </td>
                    <td className="id">{releaseName(edge.provider)}</td>
                    <td>{edge.passes.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      <form method="get" action="/#contract" className="filter">
        <KeptQuery query={query} />
        <Field id="gates-release" label={words.gatesLabel}>
          <select id="gates-release" name="gates" defaultValue={gates ? releaseName(gates) : undefined}>
            {Object.entries(releases).map(([app, ids]) => (
              <optgroup key={app} label={app}>
                {ids.map((release) => (
                  <option key={release} value={releaseName({ app, release })}>
                    {release}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <button type="submit">{words.check}</button>
      </form>
      {gates && (
        <div className="gates" data-passes={gates.passes}>
          <p>
            <strong>
              {gates.passes ? words.passes : words.refused}: {releaseName(gates)}
            </strong>
          </p>
          <p>{gates.sentence}</p>
        </div>
      )}
    </Section>
  );
}
