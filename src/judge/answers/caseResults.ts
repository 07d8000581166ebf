import { Problem, Ruling } from '../../problems';
import { boardOf, goalOf, optimalOf } from '../cases/caseSet';
import { CaseSet } from '../cases/caseSetType';
import { boardText, formOf, Variant } from '../cases/inputs';
import { CaseResult, CaseVerdict, MOST_ANSWER_CHARACTERS, PlannedCase, RunEnd } from '../spec';

/** How the run that answered a case went, for the case's result. */
export interface CaseRun {
  readonly runIndex: number;
  /** For a case run on its own: its run's figures. */
  readonly durationMs?: number;
  readonly cpuMs?: number;
  readonly peakKiB?: number;
  /** For a run that ended badly. */
  readonly end?: RunEnd;
  /** For a case run more than once, its time near the limit: each run's CPU time. */
  readonly attemptsCpuMs?: readonly number[];
}

/**
 * Where a case sits: its variant, its index in the set, and its position and count in its run (for its
 * whitespace form).
 */
export interface CasePlace {
  readonly variant: Variant;
  readonly index: number;
  readonly position: number;
  readonly runCases: number;
}

/** A case's id, stable across runs of the same options: `edge#12`, `edge+tabs#12`. */
export function caseId(variant: Variant, index: number): string {
  return `${variant.name}#${index + 1}`;
}

/** A case before it runs, as the `cases` event lists it. */
export function plannedCase(problem: Problem, set: CaseSet, place: CasePlace): PlannedCase {
  const form = formOf(place.variant, problem, place.position, place.runCases);
  const goal = goalOf(set, place.index);
  return {
    id: caseId(place.variant, place.index),
    index: place.index,
    ...(form ? { form } : {}),
    board: boardOf(set, place.index),
    ...(goal ? { goal } : {}),
    boardText: boardText(problem, set, place.index, form),
    optimal: optimalOf(set, place.index),
  };
}

/** A judged case: its plan, and what came of its answer (`answer` null when it gave none). */
export function caseResult(
  problem: Problem,
  set: CaseSet,
  place: CasePlace,
  verdict: CaseVerdict,
  ruling: Pick<Ruling, 'reason' | 'judged'>,
  answer: string | null,
  run: CaseRun,
): CaseResult {
  const planned = plannedCase(problem, set, place);
  return {
    ...planned,
    set: place.variant.name,
    verdict,
    reason: ruling.reason,
    ...(ruling.judged ? { judged: ruling.judged } : {}),
    answer: answer === null ? null : answer.slice(0, MOST_ANSWER_CHARACTERS),
    answerLength: answer?.length ?? 0,
    ...(run.durationMs === undefined ? {} : { durationMs: run.durationMs }),
    ...(run.cpuMs === undefined ? {} : { cpuMs: run.cpuMs }),
    ...(run.peakKiB === undefined ? {} : { peakKiB: run.peakKiB }),
    ...(run.end && verdict !== 'accepted' ? { run: run.end } : {}),
    runIndex: run.runIndex,
    ...(run.attemptsCpuMs ? { attemptsCpuMs: run.attemptsCpuMs } : {}),
  };
}

/**
 * Simplest failing cases first: by the moves a board needs, an unsolvable
 * board (no moves at all) just after the solved one; the plain set before
 * its whitespace twins (in `variants` order); then in input order.
 */
export function simplestFirst(variants: readonly Variant[]): (a: CaseResult, b: CaseResult) => number {
  const order = new Map(variants.map((variant, i) => [variant.name, i]));
  const weight = (result: CaseResult): number => (result.optimal === null ? 0.5 : result.optimal);
  return (a, b) =>
    weight(a) - weight(b) || (order.get(a.set) ?? 0) - (order.get(b.set) ?? 0) || a.index - b.index;
}
