import { useId, useState } from 'react';
import { DESIGN_MAX_COLS, DESIGN_MAX_ROWS } from '../../../logic/plantank/designer.ts';
import { decodeShare, fromRoboZZle, PlantankInputError, ShareLinkError, type Level } from '../../../logic/plantank/index.ts';
import { t, type MessageId, type MessageValues } from '../../../i18n';
import { withAreas } from '../../../i18n/useArea';
import { useT } from '../../../i18n/useT';
import { noticeText, type NoticeMessage } from '../../../stores/notices';
import { SHARE_PROBLEM_AREAS, shareProblemMessage } from '../shareWords';
import { Button } from '../../ui/Button';
import { formatNumber } from '../../ui/formatNumber';

/** The longest text the box reads: a real LevelInfo2 record is a few kilobytes. */
export const MAX_PASTE_LENGTH = 100_000;

/**
 * Pasted text that is not a level: the message's id and values, so it is said in the active
 * language; `reason`, a message of its own (a share link's problem), fills the `{reason}` value.
 */
export class PasteError extends Error {
  constructor(
    readonly id: MessageId,
    readonly values: MessageValues = {},
    options?: ErrorOptions & { reason?: NoticeMessage },
  ) {
    super(t(id, { ...values, ...(options?.reason ? { reason: noticeText(options.reason) } : {}) }), options);
    this.name = 'PasteError';
    this.reason = options?.reason;
  }

  readonly reason: NoticeMessage | undefined;

  /** The words in the active language. */
  say(): string {
    return t(this.id, { ...this.values, ...(this.reason ? { reason: noticeText(this.reason) } : {}) });
  }
}

/**
 * Pasted text as a level: a robozzle.com LevelInfo2 record (JSON) or a Plan Tank share link of a
 * custom level. Throws a PasteError whose message says, for a player, what is wrong.
 */
export function levelFromPaste(text: string): Level {
  const level = readPaste(text);
  const rows = level.items.length;
  const cols = level.items[0]?.length ?? 0;
  if (rows > DESIGN_MAX_ROWS || cols > DESIGN_MAX_COLS) {
    throw new PasteError('designer.paste.tooBig', { cols, rows, maxCols: DESIGN_MAX_COLS, maxRows: DESIGN_MAX_ROWS });
  }
  return level;
}

/** A share link's problem, by its code (the reason's words: plantank-errors.json, loaded with the error: PastePanel). */
function linkProblem(error: ShareLinkError): PasteError {
  const v = error.values as Partial<Record<string, string | number>>;
  switch (error.code) {
    case 'notPlanTank':
      return new PasteError('designer.paste.link.notLink', {}, { cause: error });
    case 'unknownVersion':
      return new PasteError('designer.paste.link.version', { version: String(v.version) }, { cause: error });
    case 'tooLong':
      return new PasteError('designer.paste.link.tooLong', { length: formatNumber(Number(v.length)), max: formatNumber(Number(v.max)) }, { cause: error });
    default:
      return new PasteError('designer.paste.link.other', {}, { cause: error, reason: shareProblemMessage(error) });
  }
}

/** fromRoboZZle's error (the logic's English, naming the field) as a message. */
function roboZZleProblem(message: string): [MessageId, MessageValues] {
  const detail = message.replace(/^RoboZZle level: /, '');
  let m = /^expected an object, got (.*)$/.exec(detail);
  if (m) return ['designer.paste.rz.notObject', { value: m[1]! }];
  m = /^(.*) is missing$/.exec(detail);
  if (m) return ['designer.paste.rz.missing', { field: m[1]! }];
  m = /^(\w+) must be an array of strings, got (.*)$/.exec(detail);
  if (m) return ['designer.paste.rz.notRows', { field: m[1]!, value: m[2]! }];
  m = /^(\w+\[\d+\]) must be a string, got (.*)$/.exec(detail);
  if (m) return ['designer.paste.rz.notRow', { field: m[1]!, value: m[2]! }];
  m = /^(\S+) must be an integer, got (.*)$/.exec(detail);
  if (m) return ['designer.paste.rz.notInteger', { field: m[1]!, value: m[2]! }];
  m = /^AllowedCommands must be 0\.\.7 \(1 red, 2 green, 4 blue\), got (.*)$/.exec(detail);
  if (m) return ['designer.paste.rz.paint', { value: m[1]! }];
  m = /^the tank starts on a hole \(row (\d+), col (\d+)\)$/.exec(detail);
  if (m) return ['designer.paste.rz.tankOnHole', { row: m[1]!, col: m[2]! }];
  if (/slot count|\(F1\)|must be 0\.\.\d+, got/.test(detail)) return ['designer.paste.rz.slots', { detail }];
  return ['designer.paste.rz.other', { detail }];
}

function readPaste(text: string): Level {
  const trimmed = text.trim();
  if (trimmed === '') throw new PasteError('designer.paste.empty');
  if (trimmed.length > MAX_PASTE_LENGTH) throw new PasteError('designer.paste.tooLong', { length: trimmed.length });
  const share = /#\/?plantank\/share\/(\S+)$/.exec(trimmed)?.[1] ?? (trimmed.startsWith('1~') ? trimmed : null);
  if (share !== null) {
    let data: ReturnType<typeof decodeShare>;
    try {
      data = decodeShare(share);
    } catch (error) {
      if (error instanceof ShareLinkError) throw linkProblem(error);
      throw error;
    }
    if (!data.level) throw new PasteError('designer.paste.campaignLink');
    return data.level;
  }
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    throw new PasteError('designer.paste.notJson');
  }
  try {
    return fromRoboZZle(data);
  } catch (error) {
    if (error instanceof PlantankInputError) throw new PasteError(...roboZZleProblem(error.message), { cause: error });
    throw error;
  }
}

/** A box to paste a RoboZZle level into, and Open. Bad text gets a message; the design is untouched. */
export function PastePanel({ onOpen }: { onOpen: (level: Level) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<PasteError | null>(null);
  const id = useId();
  const tr = useT();
  const open = () => {
    try {
      onOpen(levelFromPaste(text));
      setText('');
      setError(null);
    } catch (e) {
      // Anything else the logic threw is still bad text, not a crash: said with its own words.
      const shown = e instanceof PasteError ? e : new PasteError('designer.paste.rz.other', { detail: e instanceof Error ? e.message : String(e) });
      // A share link's problem is in Plan Tank's error words: shown once they are here.
      withAreas(shown.reason ? SHARE_PROBLEM_AREAS : [], () => setError(shown));
    }
  };
  return (
    <section className="pt-panel flex flex-col gap-2 p-3" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="font-display text-base font-bold text-ink-100">
        {tr('designer.paste')}
      </h2>
      <label htmlFor={`${id}-t`} className="text-sm text-ink-300">
        {tr('designer.paste.help')}
      </label>
      <textarea
        id={`${id}-t`}
        className="dz-field min-h-20 font-mono text-xs"
        value={text}
        spellCheck={false}
        translate="no"
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
          {error.say()}
        </p>
      )}
      <Button tone="secondary" className="self-end" onClick={open}>
        {tr('designer.paste.open')}
      </Button>
    </section>
  );
}
