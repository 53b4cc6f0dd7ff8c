/**
 * The contract gate: what remotes load from each other, as each release records it (release.json
 * `contract`). A candidate must still expose every module a served consumer loads, taking the props
 * that consumer passes, and its own loads must be met by every served provider. A release recorded
 * before contracts is checked by name only: whether it exposes the module.
 */
import { remotePackage } from 'shared/remotes';
import { remoteNameOf, type Contract, type Props, type ReleaseJson } from './release-json';

export interface TypePair {
  source: string;
  target: string;
}

/** The port to TypeScript: whether a value of each pair's `source` type may be given where `target` is taken. */
export type Assignability = (pairs: readonly TypePair[]) => boolean[];

/** Without TypeScript: only a type written the same fits. */
export const sameTypes: Assignability = (pairs) => pairs.map(({ source, target }) => source === target);

export type ContractSide = Pick<ReleaseJson, 'app' | 'id' | 'exposes' | 'contract'>;

type Load = Contract['loads'][number];

/** How a refusal names a side: the candidate, or a served release by its app and id. */
interface Named {
  release: ContractSide;
  candidate: boolean;
}

const nameOf = ({ release, candidate }: Named) => (candidate ? 'the candidate' : `${release.app} ${release.id}`);

/** "the candidate no longer accepts", "mfe-forms F1 does not accept". */
function refuses(provider: Named, verb: string): string {
  return provider.candidate ? `the candidate no longer ${verb}s` : `${nameOf(provider)} does not ${verb}`;
}

/** A type check left to TypeScript, and the sentence when it fails. */
interface Pending extends TypePair {
  problem: string;
}

/** One consumer's load of one provider's module: the problems found by name, and the type checks to make. */
function loadProblems(consumer: Named, load: Load, provider: Named): { problems: string[]; pending: Pending[] } {
  const module = `${provider.release.app}/${load.module}`;
  const consumerName = nameOf(consumer);
  if (!provider.release.exposes.includes(load.module)) {
    return { problems: [`${consumerName} loads ${module}, which ${refuses(provider, 'expose')}`], pending: [] };
  }
  const props: Props | undefined = provider.release.contract?.exposes[load.module]?.props;
  if (!props) return { problems: [], pending: [] };
  const problems: string[] = [];
  const pending: Pending[] = [];
  for (const [name, passed] of Object.entries(load.passes)) {
    const taken = props[name];
    if (!taken) {
      problems.push(`${consumerName} passes \`${name}\` to ${module}, which ${refuses(provider, 'accept')}`);
    } else if (taken.type !== passed.type) {
      pending.push({
        source: passed.type,
        target: taken.type,
        problem:
          `${consumerName} passes \`${name}\` as \`${passed.type}\` to ${module}, ` +
          `which ${nameOf(provider)} takes as \`${taken.type}\``,
      });
    }
  }
  for (const [name, taken] of Object.entries(props)) {
    if (taken.optional || load.passes[name]?.optional === false) continue;
    const leaves = load.passes[name] ? 'may leave out' : 'does not pass';
    problems.push(`${consumerName} ${leaves} \`${name}\` of ${module}, which ${nameOf(provider)} requires`);
  }
  return { problems, pending };
}

/** Each served release of the consumer's kind paired with the candidate, the candidate on its side. */
function matches(
  candidate: ContractSide,
  served: readonly ContractSide[],
): [consumer: Named, load: Load, provider: Named][] {
  const asCandidate = { release: candidate, candidate: true };
  const candidateName = remoteNameOf(candidate.app);
  const consumers = served.flatMap((release) =>
    (release.contract?.loads ?? [])
      .filter((load) => load.remote === candidateName)
      .map((load): [Named, Load, Named] => [{ release, candidate: false }, load, asCandidate]),
  );
  const providers = (candidate.contract?.loads ?? []).flatMap((load) =>
    served
      .filter((release) => release.app === remotePackage(load.remote))
      .map((release): [Named, Load, Named] => [asCandidate, load, { release, candidate: false }]),
  );
  return [...consumers, ...providers];
}

/**
 * The contract problems of `candidate` against the releases visitors are served of the other apps,
 * one sentence each naming the consumer, the module and the property; empty when it fits.
 */
export function contractProblems(
  candidate: ContractSide,
  served: readonly ContractSide[],
  assignable: Assignability,
): string[] {
  const found = matches(candidate, served).map(([consumer, load, provider]) => loadProblems(consumer, load, provider));
  const pending = found.flatMap((one) => one.pending);
  const answers = pending.length > 0 ? assignable(pending) : [];
  return [
    ...found.flatMap((one) => one.problems),
    ...pending.filter((_, index) => !answers[index]).map((one) => one.problem),
  ];
}
