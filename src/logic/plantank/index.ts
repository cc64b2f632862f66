/** Plan Tank's pure logic: the public API that machines, components and tools use. */
export type { Action, Color, Instruction, Level, Outcome, Program, RunLimits, RunResult, Slot } from './types.ts';
export {
  DEFAULT_MAX_STACK, DEFAULT_MAX_STEPS, FUNCTION_COUNT, MAX_BOARD_CELLS, MAX_RUN_STACK, MAX_RUN_STEPS, MAX_SLOTS, PAINT_BLUE, PAINT_GREEN, PAINT_RED,
} from './types.ts';
export { PlantankInputError } from './inputError.ts';
export { directionCount, forwardCell, LevelFormatError, neighbours, turnLeft, turnRight } from './grid.ts';
export type { GridKind } from './grid.ts';
export { emptyProgram, formatInstruction, formatProgram, instructionCount, MAX_PROGRAM_TEXT_LENGTH, parseProgram, ProgramParseError } from './programText.ts';
export type { ProgramProblem, ProgramProblemCode } from './programText.ts';
export { runProgram } from './runProgram.ts';
export { createRun, finishRun, isStepEvent, runBySteps, runResultOf, stepRun, stepToNextAction } from './stepRun.ts';
export type { RunEvent, RunState, StackFrame } from './stepRun.ts';
export { describeOutcome } from './outcomeText.ts';
export { fromRoboZZle, RoboZZleImportError } from './robozzleImport.ts';
export type { RecordValue, RecordValueKind, RoboZZleProblem } from './robozzleImport.ts';
export { levelProblems, reachableTiles } from './levelCheck.ts';
export { formatLevelMap, levelFromMap, parseLevelMap } from './levelMap.ts';
export type { LevelMap, MapLevelSpec } from './levelMap.ts';
export { decodeLevel, encodeLevel, levelFromData, MAX_LEVEL_CODE_LENGTH } from './levelCodec.ts';
export { decodeShare, encodeShare, MAX_SHARE_LINK_LENGTH, SHARE_LINK_PROBLEM_CODES, ShareLinkError } from './shareLink.ts';
export type { ShareLinkProblem, ShareLinkProblemCode } from './shareLink.ts';
export type { ShareData } from './shareLink.ts';
export { CAMPAIGN, campaignLevel, CHAPTERS, nextCampaignLevel, starRating } from './campaign.ts';
export type { CampaignLevel, ChapterId } from './campaign.ts';
export { findShortestSolution, MAX_SEARCH_RUNS } from './programSearch.ts';
export type { SearchOptions, SearchResult } from './programSearch.ts';
export { DEFAULT_SOLVE_MS, MAX_SOLVE_MS, solveLevel, type SolveOptions, type SolveResult } from './solver.ts';
