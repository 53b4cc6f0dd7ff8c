/**
 * `tsx tools/affected/check-contracts.ts <remote>…`: the contract gate on the working tree. Each
 * named remote's contract is read from its source and checked, as promote checks a candidate,
 * against the other remotes' contracts read from theirs. Exits 1 on any problem.
 */
import { remoteApps } from 'shared/remotes';
import { typeScriptAssignability } from '../../ops/adapters/contract-types/assignability';
import { readSourceContract } from '../../ops/adapters/contract-types/read-contract';
import { contractProblems, type ContractSide } from '../../ops/core/contract';
import { appDir } from '../../ops/lib/workspace';

const started = performance.now();
const sources: ContractSide[] = [];
for (const { pkg } of remoteApps) {
  const { modules, contract } = await readSourceContract(appDir(pkg));
  sources.push({ app: pkg, id: '(working tree)', exposes: modules, contract });
}
let failed = false;
for (const candidate of sources.filter(({ app }) => process.argv.slice(2).includes(app))) {
  const others = sources.filter(({ app }) => app !== candidate.app);
  const problems = contractProblems(candidate, others, typeScriptAssignability);
  failed ||= problems.length > 0;
  console.log(
    problems.length === 0
      ? `${candidate.app}: its contract fits the other remotes'`
      : `${candidate.app} as the candidate:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
}
console.log(`(the contracts of ${sources.length} remotes read in ${Math.round(performance.now() - started)} ms)`);
process.exit(failed ? 1 : 0);
