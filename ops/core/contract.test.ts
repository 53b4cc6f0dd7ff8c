import { literalUnions } from '../testing/assignability';
import { memoryStoreOf } from '../testing/memory-store';
import { testRelease as release } from '../testing/release-fixture';
import { contractProblems, type Assignability } from './contract';
import { compatibilityGate } from './gates';
import type { Live } from './live-record';
import type { Contract, Props } from './release-json';

const headingLevel: Props = { headingLevel: { type: '2 | 3', optional: true } };
const forms = ['ContactForm', 'GovernmentForm'];

/** An mfe-forms release whose forms take `props`, exposing `exposes`. */
function formsRelease(id: string, props: Props, exposes = forms) {
  const contract: Contract = {
    exposes: Object.fromEntries(exposes.map((module) => [module, { props }])),
    loads: [],
  };
  return release('mfe-forms', id, { exposes, contract });
}

/** An mfe-marketing release placing mfe-forms' GovernmentForm with `passes`. */
function marketingRelease(id: string, passes: Props = headingLevel) {
  const contract: Contract = { exposes: {}, loads: [{ remote: 'mfe_forms', module: 'GovernmentForm', passes }] };
  return release('mfe-marketing', id, { contract });
}

const marketing = marketingRelease('M1');
const asked: string[] = [];
const recording: Assignability = (pairs) => {
  asked.push(...pairs.map(({ source, target }) => `${source} to ${target}`));
  return literalUnions(pairs);
};

beforeEach(() => asked.splice(0));

test('a provider taking what its consumers pass, or more, fits, without asking TypeScript about equal types', () => {
  const optionalAdded = formsRelease('F2', { ...headingLevel, tone: { type: "'plain' | 'bold'", optional: true } });
  expect(contractProblems(formsRelease('F1', headingLevel), [marketing], recording)).toEqual([]);
  expect(contractProblems(optionalAdded, [marketing], recording)).toEqual([]);
  expect(asked).toEqual([]);
});

test('a provider no longer accepting a property a consumer passes is refused, naming the consumer and its release', () => {
  const renamed = formsRelease('F2', { headingRank: { type: '2 | 3', optional: true } });
  expect(contractProblems(renamed, [marketing], recording)).toEqual([
    'mfe-marketing M1 passes `headingLevel` to mfe-forms/GovernmentForm, which the candidate no longer accepts',
  ]);
});

test('a provider requiring a property a consumer does not pass, or may leave out, is refused', () => {
  const requires = formsRelease('F2', { ...headingLevel, tone: { type: 'string', optional: false } });
  const leavesOut = marketingRelease('M2', { ...headingLevel, tone: { type: 'string', optional: true } });
  expect(contractProblems(requires, [marketing, leavesOut], recording)).toEqual([
    'mfe-marketing M1 does not pass `tone` of mfe-forms/GovernmentForm, which the candidate requires',
    'mfe-marketing M2 may leave out `tone` of mfe-forms/GovernmentForm, which the candidate requires',
  ]);
});

test('a property whose type no longer takes what a consumer passes is refused with both types; a wider one fits', () => {
  const narrower = formsRelease('F2', { headingLevel: { type: '2', optional: true } });
  const wider = formsRelease('F3', { headingLevel: { type: '1 | 2 | 3', optional: true } });
  expect(contractProblems(narrower, [marketing], recording)).toEqual([
    'mfe-marketing M1 passes `headingLevel` as `2 | 3` to mfe-forms/GovernmentForm, which the candidate takes as `2`',
  ]);
  expect(contractProblems(wider, [marketing], recording)).toEqual([]);
  expect(asked).toEqual(['2 | 3 to 2', '2 | 3 to 1 | 2 | 3']);
});

test('a provider dropping a module a consumer loads is refused, by name even when the provider records no contract', () => {
  const dropped = formsRelease('F2', headingLevel, ['ContactForm']);
  const uncontracted = release('mfe-forms', 'F3', { exposes: ['ContactForm'] });
  const refusal = 'mfe-marketing M1 loads mfe-forms/GovernmentForm, which the candidate no longer exposes';
  expect(contractProblems(dropped, [marketing], recording)).toEqual([refusal]);
  expect(contractProblems(uncontracted, [marketing], recording)).toEqual([refusal]);
  expect(contractProblems(marketingRelease('M2'), [dropped], recording)).toEqual([
    'the candidate loads mfe-forms/GovernmentForm, which mfe-forms F2 does not expose',
  ]);
});

test("a consumer's own loads are checked against every served release of the provider, live and canary", () => {
  const live = formsRelease('F1', headingLevel);
  const canary = formsRelease('F2', { headingRank: { type: '2 | 3', optional: false } });
  expect(contractProblems(marketingRelease('M2'), [live, canary], recording)).toEqual([
    'the candidate passes `headingLevel` to mfe-forms/GovernmentForm, which mfe-forms F2 does not accept',
    'the candidate does not pass `headingRank` of mfe-forms/GovernmentForm, which mfe-forms F2 requires',
  ]);
});

test('releases recorded without a contract, and apps that load nothing from each other, pass', () => {
  const legal = release('mfe-legal', 'L1', { exposes: ['CookiePolicyPage'] });
  expect(contractProblems(formsRelease('F2', {}), [release('mfe-marketing', 'M0'), legal], recording)).toEqual([]);
  expect(contractProblems(legal, [marketing, formsRelease('F1', headingLevel)], recording)).toEqual([]);
});

test('the compatibility gate refuses a candidate breaking a served consumer, and compares types as written without TypeScript', async () => {
  const live: Pick<Live, 'apps'> = {
    apps: {
      'mfe-forms': { live: 'F1', previous: null, since: '2026-11-24T06:00:00.000Z' },
      'mfe-marketing': { live: 'M1', previous: null, since: '2026-11-24T06:00:00.000Z' },
    },
  };
  const renamed = formsRelease('F2', { headingRank: { type: '2 | 3', optional: true } });
  const wider = formsRelease('F3', { headingLevel: { type: '1 | 2 | 3', optional: true } });
  const store = await memoryStoreOf(formsRelease('F1', headingLevel), marketing, renamed, wider);
  await expect(compatibilityGate(store, live, renamed)).rejects.toThrow(
    'refused by the compatibility gate: mfe-marketing M1 passes `headingLevel` to mfe-forms/GovernmentForm, ' +
      'which the candidate no longer accepts',
  );
  await expect(compatibilityGate(store, live, wider)).rejects.toThrow('which the candidate takes as `1 | 2 | 3`');
  await expect(compatibilityGate(store, live, wider, literalUnions)).resolves.toBeUndefined();
});
