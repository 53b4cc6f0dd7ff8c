import { typeScriptAssignability } from './assignability';

test("TypeScript's assignability of written types, all pairs in one program", () => {
  const pairs = [
    ['2 | 3', '1 | 2 | 3'],
    ['2 | 3', '2'],
    ['string', 'string'],
    ['{ a: string }', '{ a: string; b?: number }'],
    ['"bold"', '"plain" | "bold"'],
    ['() => void', '(event: string) => void'],
    ['ReactNode', 'string'],
  ].map(([source = '', target = '']) => ({ source, target }));
  expect(typeScriptAssignability(pairs)).toEqual([true, false, true, true, true, true, false]);
});

test('equal types need no program', () => {
  expect(typeScriptAssignability([{ source: 'Unknown', target: 'Unknown' }])).toEqual([true]);
});
