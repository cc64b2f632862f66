import type { DesignTool } from '../../../logic/plantank/designer.ts';
import type { MessageId } from '../../../i18n';
import { useT } from '../../../i18n/useT';
import { BoardStar, TankShape } from '../icons';

/** Each tool's key, and its name and help in the catalog (designer.tool.<tool>, designer.tool.<tool>.help). */
export const TOOL_INFO: Record<DesignTool, { key: string; name: MessageId; help: MessageId }> = {
  R: { key: 'R', name: 'designer.tool.R', help: 'designer.tool.R.help' },
  G: { key: 'G', name: 'designer.tool.G', help: 'designer.tool.G.help' },
  B: { key: 'B', name: 'designer.tool.B', help: 'designer.tool.B.help' },
  hole: { key: 'X', name: 'designer.tool.hole', help: 'designer.tool.hole.help' },
  star: { key: 'S', name: 'designer.tool.star', help: 'designer.tool.star.help' },
  tank: { key: 'T', name: 'designer.tool.tank', help: 'designer.tool.tank.help' },
};

const letterKeys = (tool: DesignTool) => [`Key${TOOL_INFO[tool].key}`, `Shift+Key${TOOL_INFO[tool].key}`];

/** The keys that pick each tool, as chord bindings of the shared key layer: its letter in either case, and Delete for the hole. */
export const TOOL_KEYS: Record<DesignTool, readonly string[]> = {
  R: letterKeys('R'),
  G: letterKeys('G'),
  B: letterKeys('B'),
  hole: [...letterKeys('hole'), 'Delete'],
  star: letterKeys('star'),
  tank: letterKeys('tank'),
};

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
  const t = useT();
  return (
    <div className="dz-tools w-full" role="toolbar" aria-label={t('designer.tools')}>
      {(Object.keys(TOOL_INFO) as DesignTool[]).map((kind) => {
        const info = TOOL_INFO[kind];
        return (
          <button
            key={kind}
            type="button"
            className="dz-tool"
            aria-pressed={tool === kind}
            title={t('designer.tool.title', { help: t(info.help), key: info.key })}
            aria-keyshortcuts={info.key}
            onClick={() => onTool(kind)}
          >
            <Swatch tool={kind} />
            <span>{t(info.name)}</span>
            <span className="dz-key" aria-hidden="true" translate="no">
              {info.key}
            </span>
          </button>
        );
      })}
    </div>
  );
}
