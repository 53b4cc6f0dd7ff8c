import type { ConsoleQuery, ContractView, GatesView } from '../../view-model';
import { copy } from '../content/copy';
import { Field } from './Fields';
import { FilterForm } from './FilterForm';
import { ContractGraph } from './ContractGraph';
import { releaseName } from './release-name';
import { DataTable } from './DataTable';
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
          <DataTable caption={words.edgesCaption} columns={words.edgesColumns}>
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
          </DataTable>
        </>
      )}
      <FilterForm section="contract" query={query} submit={words.check}>
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
      </FilterForm>
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
