import type { ContractView } from '../../view-model';
import { layoutContract, nodeSize, type PlacedEdge } from '../charts/contract-layout';
import { copy } from '../content/copy';
import { releaseName } from './release-name';
import { ScrollRegion } from './ScrollRegion';

const lineHeight = 14;

/** The composition as a graph: a box per served release, an arrow from each consumer to what it loads, named by the modules. */
export function ContractGraph({ contract }: { contract: ContractView }) {
  const { nodes, edges, width, height } = layoutContract(contract);
  const summary = edges
    .map((edge) => `${releaseName(edge.consumer)} loads ${edge.modules.join(', ')} from ${releaseName(edge.provider)}`)
    .join('; ');
  return (
    <ScrollRegion label={copy.contract.graph}>
      <svg
        className="contract-graph"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${copy.contract.graph}: ${summary}.`}
      >
        <defs>
          <marker
            id="contract-arrow"
            viewBox="0 0 10 10"
            refX="10"
            refY="5"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className="arrow-head" />
          </marker>
        </defs>
        {edges.map((edge) => (
          <Edge key={`${releaseName(edge.consumer)} ${releaseName(edge.provider)}`} edge={edge} />
        ))}
        {nodes.map((node) => (
          <g
            key={releaseName(node)}
            className="node"
            data-role={node.role}
            transform={`translate(${node.x},${node.y})`}
          >
            <rect width={nodeSize.width} height={nodeSize.height} rx="6" />
            <text x="10" y="19" className="node-app">
              {node.app}
              {node.role === 'canary' && ` (${copy.health.canary})`}
            </text>
            <text x="10" y="36" className="node-release">
              {node.release}
            </text>
          </g>
        ))}
      </svg>
    </ScrollRegion>
  );
}

/** A curve from the consumer's right side to the provider's left, its modules one a line at its middle. */
function Edge({ edge }: { edge: PlacedEdge }) {
  const x1 = edge.consumer.x + nodeSize.width;
  const y1 = edge.consumer.y + nodeSize.height / 2;
  const x2 = edge.provider.x;
  const y2 = edge.provider.y + nodeSize.height / 2;
  const middle = { x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
  const top = middle.y - ((edge.modules.length - 1) * lineHeight) / 2;
  return (
    <g className="edge">
      <path
        d={`M${x1},${y1} C${middle.x},${y1} ${middle.x},${y2} ${x2 - 2},${y2}`}
        fill="none"
        markerEnd="url(#contract-arrow)"
      />
      <text x={middle.x} y={top} textAnchor="middle" dominantBaseline="middle" className="edge-label">
        {edge.modules.map((module, index) => (
          <tspan key={module} x={middle.x} y={top + index * lineHeight}>
            {module}
          </tspan>
        ))}
      </text>
    </g>
  );
}
