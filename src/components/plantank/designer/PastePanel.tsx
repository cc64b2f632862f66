import { useId, useState } from 'react';
import { DESIGN_MAX_COLS, DESIGN_MAX_ROWS } from '../../../logic/plantank/designer.ts';
import { decodeShare, fromRoboZZle, RoboZZleImportError, ShareLinkError, type Level, type RecordValueKind, type RoboZZleProblem } from '../../../logic/plantank/index.ts';
import type { MessageId } from '../../../i18n';
import { withAreas } from '../../../i18n/useArea';
import { useT } from '../../../i18n/useT';
import { noticeText, type NoticeMessage } from '../../../stores/notices';
import { planTankRoute } from '../planTankRoute';
import { SHARE_PROBLEM_AREAS, shareProblemMessage } from '../shareWords';
import { Button } from '../../ui/Button';
import { formatNumber } from '../../ui/formatNumber';

/** The longest text the box reads: a real LevelInfo2 record is a few kilobytes. */
export const MAX_PASTE_LENGTH = 100_000;

/** A PasteError's values: text, numbers, or messages of their own said in the same language. */
export type PasteValues = NonNullable<NoticeMessage['values']>;

/**
 * Pasted text that is not a level: the message's id and values, so it is said in the active
 * language; `reason`, a message of its own (a share link's problem), fills the `{reason}` value.
 */
export class PasteError extends Error {
  constructor(
    readonly id: MessageId,
    readonly values: PasteValues = {},
    options?: ErrorOptions & { reason?: NoticeMessage },
  ) {
    super(noticeText({ id, values: { ...values, ...(options?.reason ? { reason: options.reason } : {}) } }), options);
    this.name = 'PasteError';
    this.reason = options?.reason;
  }

  readonly reason: NoticeMessage | undefined;

  /** The words in the active language. */
  say(): string {
    return noticeText({ id: this.id, values: { ...this.values, ...(this.reason ? { reason: this.reason } : {}) } });
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

/** Each code of fromRoboZZle's errors, in words: a new code without words does not type-check. */
const ROBOZZLE_WORDS: Readonly<Record<RoboZZleProblem['code'], MessageId>> = {
  notObject: 'designer.paste.rz.notObject',
  missing: 'designer.paste.rz.missing',
  notInteger: 'designer.paste.rz.notInteger',
  notRows: 'designer.paste.rz.notRows',
  notRow: 'designer.paste.rz.notRow',
  notSlotList: 'designer.paste.rz.notSlotList',
  slotList: 'designer.paste.rz.slotList',
  slotCount: 'designer.paste.rz.slotCount',
  f1Empty: 'designer.paste.rz.f1Empty',
  paint: 'designer.paste.rz.paint',
  tankOnHole: 'designer.paste.rz.tankOnHole',
  startOutside: 'designer.paste.rz.startOutside',
  startDir: 'designer.paste.rz.startDir',
  board: 'designer.paste.rz.board',
};

/** What a field held, by its kind ("got {value}"): the record's own value inside where it has one. */
const VALUE_WORDS: Readonly<Record<RecordValueKind, MessageId>> = {
  text: 'designer.paste.rz.got.text',
  number: 'designer.paste.rz.got.number',
  boolean: 'designer.paste.rz.got.boolean',
  null: 'designer.paste.rz.got.null',
  array: 'designer.paste.rz.got.array',
  object: 'designer.paste.rz.got.object',
  other: 'designer.paste.rz.got.other',
};

/** fromRoboZZle's error as a message: its code and values (the English stays in the cause). */
function roboZZleProblem(error: RoboZZleImportError): [MessageId, PasteValues] {
  const values: PasteValues = {};
  const { kind, ...rest } = error.values as Record<string, string | number> & { kind?: RecordValueKind };
  for (const [name, value] of Object.entries(rest)) values[name] = typeof value === 'number' ? formatNumber(value) : value;
  // A value of a kind ("got an array") is said by its kind's words, the value itself inside.
  if (kind !== undefined) values.value = { id: VALUE_WORDS[kind], values: { value: String(rest.value ?? '') } };
  return [ROBOZZLE_WORDS[error.code], values];
}

function readPaste(text: string): Level {
  const trimmed = text.trim();
  if (trimmed === '') throw new PasteError('designer.paste.empty');
  if (trimmed.length > MAX_PASTE_LENGTH) throw new PasteError('designer.paste.tooLong', { length: trimmed.length });
  // A link may come after other words (the message it was sent in): it is the last of them.
  const route = planTankRoute(trimmed.split(/\s+/).pop() ?? '');
  const share = route?.screen === 'share' ? route.code : trimmed.startsWith('1~') ? trimmed : null;
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
    if (error instanceof RoboZZleImportError) throw new PasteError(...roboZZleProblem(error), { cause: error });
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
      const shown = e instanceof PasteError ? e : new PasteError('designer.paste.rz.other', {}, { cause: e });
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
