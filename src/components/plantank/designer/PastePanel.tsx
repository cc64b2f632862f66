import { useId, useState } from 'react';
import { DESIGN_MAX_COLS, DESIGN_MAX_ROWS } from '../../../logic/plantank/designer.ts';
import { decodeShare, fromRoboZZle, PlantankInputError, type Level } from '../../../logic/plantank/index.ts';
import { Button } from '../../ui/Button';

/** The longest text the box reads: a real LevelInfo2 record is a few kilobytes. */
export const MAX_PASTE_LENGTH = 100_000;

/**
 * Pasted text as a level: a robozzle.com LevelInfo2 record (JSON) or a Plan Tank share link of a
 * custom level. Throws an Error whose message says, for a player, what is wrong.
 */
export function levelFromPaste(text: string): Level {
  const level = readPaste(text);
  const rows = level.items.length;
  const cols = level.items[0]?.length ?? 0;
  if (rows > DESIGN_MAX_ROWS || cols > DESIGN_MAX_COLS) {
    throw new Error(`That level is ${cols} x ${rows} tiles; the designer makes levels of up to ${DESIGN_MAX_COLS} x ${DESIGN_MAX_ROWS}.`);
  }
  return level;
}

function readPaste(text: string): Level {
  const trimmed = text.trim();
  if (trimmed === '') throw new Error('The box is empty: paste a RoboZZle level (its JSON record) first.');
  if (trimmed.length > MAX_PASTE_LENGTH) throw new Error(`That is ${trimmed.length} characters long; a RoboZZle level record is far shorter.`);
  const share = /#\/?plantank\/share\/(\S+)$/.exec(trimmed)?.[1] ?? (trimmed.startsWith('1~') ? trimmed : null);
  if (share !== null) {
    try {
      const data = decodeShare(share);
      if (!data.level) throw new Error('That link opens a campaign level, not one made in the designer.');
      return data.level;
    } catch (error) {
      if (error instanceof PlantankInputError) throw new Error(`That link cannot be opened: ${error.message.replace(/^share link: /, '')}.`, { cause: error });
      throw error;
    }
  }
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    throw new Error('That is not a RoboZZle level: it is not JSON. Paste the whole record, from { to }.');
  }
  try {
    return fromRoboZZle(data);
  } catch (error) {
    if (error instanceof PlantankInputError) throw new Error(`That RoboZZle level cannot be opened: ${error.message.replace(/^RoboZZle level: /, '')}.`, { cause: error });
    throw error;
  }
}

/** A box to paste a RoboZZle level into, and Open. Bad text gets a message; the design is untouched. */
export function PastePanel({ onOpen }: { onOpen: (level: Level) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const open = () => {
    try {
      onOpen(levelFromPaste(text));
      setText('');
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section className="pt-panel flex flex-col gap-2 p-3" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="font-display text-base font-bold text-ink-100">
        Open a RoboZZle level
      </h2>
      <label htmlFor={`${id}-t`} className="text-sm text-ink-300">
        Paste a level record from robozzle.com (LevelInfo2, as JSON) or a Plan Tank share link. It opens here as a new design; Undo brings yours back.
      </label>
      <textarea
        id={`${id}-t`}
        className="dz-field min-h-20 font-mono text-xs"
        value={text}
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-e` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        placeholder='{"Colors": [...], "Items": [...], "RobotRow": ...}'
      />
      {error && (
        <p id={`${id}-e`} role="alert" className="text-sm font-semibold text-danger-500">
          {error}
        </p>
      )}
      <Button tone="secondary" className="self-end" onClick={open}>
        Open pasted level
      </Button>
    </section>
  );
}
