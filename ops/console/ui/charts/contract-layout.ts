/**
 * The composition laid out in columns, consumers left of what they load: each served release a
 * box, one arrow per consumer and provider pair carrying the modules it loads. A handful of
 * nodes needs no graph library.
 */
import type { ContractView } from '../../view-model';
import { releaseName } from '../components/release-name';

export const nodeSize = { width: 200, height: 46 } as const;
const gap = { column: 160, row: 20 } as const;
const padding = 12;

export interface PlacedNode {
  app: string;
  release: string;
  role: 'live' | 'canary';
  x: number;
  y: number;
}

export interface PlacedEdge {
  consumer: PlacedNode;
  provider: PlacedNode;
  modules: string[];
}

export interface ContractLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

export function layoutContract({ nodes, edges }: ContractView): ContractLayout {
  const consumersOf = new Map<string, string[]>();
  for (const { consumer, provider } of edges) {
    consumersOf.set(releaseName(provider), [...(consumersOf.get(releaseName(provider)) ?? []), releaseName(consumer)]);
  }
  // A node's column is the longest chain of consumers above it; a cycle (never expected) stops the count.
  const columns = new Map<string, number>();
  const columnOf = (key: string, seen: ReadonlySet<string> = new Set()): number => {
    const known = columns.get(key);
    if (known !== undefined) return known;
    const above = (consumersOf.get(key) ?? []).filter((consumer) => !seen.has(consumer));
    const column = Math.max(-1, ...above.map((consumer) => columnOf(consumer, new Set([...seen, key])))) + 1;
    columns.set(key, column);
    return column;
  };
  const rowsTaken: number[] = [];
  const placed = new Map<string, PlacedNode>();
  // By app, each live release above its canary.
  const ordered = [...nodes].sort((a, b) => a.app.localeCompare(b.app) || b.role.localeCompare(a.role));
  for (const node of ordered) {
    const column = columnOf(releaseName(node));
    const row = rowsTaken[column] ?? 0;
    rowsTaken[column] = row + 1;
    placed.set(releaseName(node), {
      app: node.app,
      release: node.release,
      role: node.role,
      x: padding + column * (nodeSize.width + gap.column),
      y: padding + row * (nodeSize.height + gap.row),
    });
  }
  const pairs = new Map<string, PlacedEdge>();
  for (const { consumer, provider, module } of edges) {
    const from = placed.get(releaseName(consumer));
    const to = placed.get(releaseName(provider));
    if (!from || !to) continue;
    const pair = `${releaseName(consumer)} ${releaseName(provider)}`;
    const edge = pairs.get(pair) ?? { consumer: from, provider: to, modules: [] };
    if (!edge.modules.includes(module)) edge.modules.push(module);
    pairs.set(pair, edge);
  }
  const columnCount = Math.max(1, rowsTaken.length);
  const rowCount = Math.max(1, ...rowsTaken);
  return {
    nodes: [...placed.values()],
    edges: [...pairs.values()],
    width: 2 * padding + columnCount * nodeSize.width + (columnCount - 1) * gap.column,
    height: 2 * padding + rowCount * nodeSize.height + (rowCount - 1) * gap.row,
  };
}
