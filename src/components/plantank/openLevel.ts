/**
 * What a play or share link opens: the level and the editor to start with. A saved program that
 * no longer reads (an old or damaged save) is reported, not thrown: the level opens empty.
 */
import { campaignLevel, decodeShare, formatProgram, parseProgram, ProgramParseError, type CampaignLevel, type Level } from '../../logic/plantank/index.ts';
import { createEditor, type EditorState } from '../../logic/plantank/editorState';
import { emptyDraft, parseDraft, programToDraft, sameDraft, type Draft } from '../../logic/plantank/programDraft';

/**
 * The saved draft text of a level as a draft; a solution string reads as one too (it is a draft
 * text with no '.' slot). A text that does not read gives an empty draft and its error (its code
 * says the problem).
 */
export function readSavedProgram(level: Level, text: string): { draft: Draft; problem: unknown } {
  if (text === '') return { draft: emptyDraft(level), problem: null };
  try {
    return { draft: parseDraft(text, level), problem: null };
  } catch (problem) {
    return { draft: emptyDraft(level), problem };
  }
}

/**
 * The editor for a level: the saved program, or a shared one put over it as one undoable edit
 * (Ctrl+Z brings the player's own program back). Not counted as the player's edit: nothing is
 * saved until they change something.
 */
export function openEditor(level: Level, saved: Draft, shared?: Draft): EditorState {
  if (!shared || sameDraft(saved, shared)) return createEditor(level, saved);
  return { ...createEditor(level, shared), past: [saved] };
}

export interface SharedLevel {
  level: Level;
  campaign?: CampaignLevel;
  draft: Draft;
}

/** The largest board a shared level may have: RoboZZle's 16 x 12 either way up, with room. */
export const MAX_SHARED_SIDE = 16;

/**
 * A link's problem found here rather than by the share format's decoder (ShareLinkError): a code
 * and values for the screen's words (shareWords.ts), and the English for logs. `level` is the one
 * the problem names.
 */
export type ShareProblemCode = 'tooLarge' | 'noLevel' | 'programMisfit';
export const SHARE_PROBLEM_CODES = ['tooLarge', 'noLevel', 'programMisfit'] as const satisfies readonly ShareProblemCode[];

export class ShareProblem extends Error {
  override name = 'ShareProblem';
  constructor(
    readonly code: ShareProblemCode,
    readonly values: Readonly<Record<string, string | number>>,
    english: string,
    readonly level?: Level,
    options?: ErrorOptions,
  ) {
    super(`share link: ${english}`, options);
  }
}

/**
 * Reads a share link's code. Throws ShareLinkError (the format's decoder) or ShareProblem: what is
 * wrong with the link (not a Plan Tank link, a level that does not exist, a program the level
 * cannot hold), each with a code for the words in the player's language.
 */
export function openShare(code: string): SharedLevel {
  const data = decodeShare(code);
  if (data.level) {
    const rows = data.level.items.length;
    const cols = Math.max(0, ...data.level.items.map((row) => row.length));
    if (rows > MAX_SHARED_SIDE || cols > MAX_SHARED_SIDE) {
      const values = { cols, rows, max: MAX_SHARED_SIDE };
      throw new ShareProblem('tooLarge', values, `its level is ${cols} x ${rows} tiles, and Plan Tank plays levels of up to ${MAX_SHARED_SIDE} x ${MAX_SHARED_SIDE}`);
    }
  }
  const campaign = data.level ? undefined : campaignLevel(data.levelId);
  const level: Level | undefined = data.level ?? campaign;
  if (!level) throw new ShareProblem('noLevel', { id: data.levelId }, `there is no level "${data.levelId}" in the campaign`);
  let program;
  try {
    program = data.level ? data.program : parseProgram(formatProgram(data.program), level);
  } catch (error) {
    if (error instanceof ProgramParseError) {
      throw new ShareProblem('programMisfit', {}, `the program does not fit level "${level.title}": ${error.reason}`, level, { cause: error });
    }
    throw error;
  }
  return campaign ? { level, campaign, draft: programToDraft(program, level) } : { level, draft: programToDraft(program, level) };
}
