import type { DesignTool } from '../../../logic/plantank/designer.ts';
import { BoardStar, TankShape } from '../icons';

export const TOOL_INFO: Record<DesignTool, { name: string; key: string; help: string }> = {
  R: { name: 'Red', key: 'R', help: 'Paint tiles red' },
  G: { name: 'Green', key: 'G', help: 'Paint tiles green' },
  B: { name: 'Blue', key: 'B', help: 'Paint tiles blue' },
  hole: { name: 'Remove', key: 'X', help: 'Remove tiles' },
  star: { name: 'Star', key: 'S', help: 'Place or remove stars' },
  tank: { name: 'Tank', key: 'T', help: 'Place the tank; tap it to turn it' },
};

/** The key that picks a tool (letters, either case; Delete also removes). */
export function toolForKey(key: string): DesignTool | null {
  switch (key.toLowerCase()) {
    case 'r': return 'R';
    case 'g': return 'G';
    case 'b': return 'B';
    case 'x':
    case 'delete': return 'hole';
    case 's': return 'star';
    case 't': return 'tank';
    default: return null;
  }
}

function Swatch({ tool }: { tool: DesignTool }) {
  switch (tool) {
    case 'R':
    case 'G':
    case 'B':
      return <span className={`dz-swatch hex-${tool.toLowerCase()}`} aria-hidden="true" />;
    case 'hole':
      return <span className="dz-swatch is-hole" aria-hidden="true" />;
    case 'star':
      return (
        <span className="dz-swatch grid place-items-center bg-ink-700 p-0.5" aria-hidden="true">
          <BoardStar />
        </span>
      );
    case 'tank':
      return (
        <span className="dz-swatch bg-ink-700 p-0.5" aria-hidden="true">
          <TankShape />
        </span>
      );
  }
}

/** The six tools as bricks to press; the one in hand is pressed. */
export function DesignTools({ tool, onTool }: { tool: DesignTool; onTool: (tool: DesignTool) => void }) {
  return (
    <div className="dz-tools w-full" role="toolbar" aria-label="Tools">
      {(Object.keys(TOOL_INFO) as DesignTool[]).map((t) => {
        const info = TOOL_INFO[t];
        return (
          <button key={t} type="button" className="dz-tool" aria-pressed={tool === t} title={`${info.help} (${info.key})`} aria-keyshortcuts={info.key} onClick={() => onTool(t)}>
            <Swatch tool={t} />
            <span>{info.name}</span>
            <span className="dz-key" aria-hidden="true">
              {info.key}
            </span>
          </button>
        );
      })}
    </div>
  );
}
