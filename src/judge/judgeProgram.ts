import { performance } from 'node:perf_hooks';
import { hasTable } from '../engine';
import { defaultCacheDirectory } from '../solver/nodeFiles';
import { makeCaseSet } from './cases/caseSet';
import { setRulesOf } from './cases/setRules';
import { CaseSetResult } from './cases/caseSetType';
import { Clock } from './run/clock';
import { LengthSolver, lengthSolver } from './cases/largeLengths';
import { Preparation, prepareProgram } from './run/prepare';
import { ProcessWatch } from './run/runProgram';
import { Session } from './session';
import { limitsOf, resolveSettings, ResolvedSettings } from './settings';
import { JudgeEvent, JudgeOptions, JudgeOutcome, Language } from './spec';
import { languageOf } from './run/toolchains';

/** What a caller may lend the judge rather than have it make its own. */
export interface JudgeServices {
  /**
   * The optimal lengths of large boards' cases: the caller's to end (the
   * command line keeps it past the report, to keep the full databases still
   * building). Without it the judge makes one and ends it with the set.
   */
  readonly lengths?: () => LengthSolver;
}

/**
 * Runs the program on the test set and judges every answer as the
 * problem's judge does. Never throws: a compile error, a program that
 * cannot start and bad options are outcomes. Aborting `signal` kills the
 * running program and ends the judgement with what was judged so far
 * (`report.cancelled`). Nothing is left running and no temporary file is
 * left behind on any path. `watch` is told of every process group started
 * and ended (the worker thread passes them to the thread that started it).
 */
export async function judge(
  options: JudgeOptions,
  onEvent: (event: JudgeEvent) => void = () => undefined,
  signal?: AbortSignal,
  watch?: ProcessWatch,
  services: JudgeServices = {},
): Promise<JudgeOutcome> {
  const began = performance.now();
  const settings = resolveSettings(options);
  if (typeof settings === 'string') return { kind: 'bad-options', message: settings };
  const clock = new Clock();
  const cases = (): Promise<CaseSetResult> => timedCases(settings, clock, onEvent, signal, services.lengths);
  const prepare = (): Promise<Preparation> =>
    prepareProgram(options, settings.problem, onEvent, signal, watch);
  // A table's sets are made at once, so a bad test file is said before compiling; a 4×4 set's lengths take a
  // search, so a compile error is said first.
  const large = !hasTable(settings.puzzle.size);
  const made = large ? undefined : await cases();
  if (made && !made.ok) return failed(made);
  if (signal?.aborted) return { kind: 'cancelled' };
  const prepared = await prepare();
  if (!prepared.ok) return prepared.outcome;
  try {
    const set = made ?? (await cases());
    if (!set.ok) return failed(set);
    const limits = limitsOf(settings, prepared.program.language ?? sourceLanguage(options));
    const session = new Session(settings, set.set, prepared.program, limits, onEvent, clock, signal, watch);
    const ended = await session.run();
    if (ended !== undefined) return ended;
    return { kind: 'judged', report: session.report(performance.now() - began, prepared.program.compileMs) };
  } finally {
    prepared.program.dispose();
  }
}

function failed(made: Extract<CaseSetResult, { ok: false }>): JudgeOutcome {
  return 'cancelled' in made ? { kind: 'cancelled' } : { kind: 'bad-options', message: made.message };
}

/** The test set, its making counted as the judge's own work (the optimal lengths of 4×4 cases included). */
async function timedCases(
  settings: ResolvedSettings,
  clock: Clock,
  onEvent: (event: JudgeEvent) => void,
  signal: AbortSignal | undefined,
  lent: (() => LengthSolver) | undefined,
): Promise<CaseSetResult> {
  const { problem } = settings;
  const rules = setRulesOf(problem, settings.mode);
  let solver: LengthSolver | undefined;
  const making = performance.now();
  try {
    return await makeCaseSet(settings.tests, settings.puzzle, rules, {
      lengths:
        lent ??
        (() =>
          (solver ??= lengthSolver(
            settings.cacheDirectory ?? defaultCacheDirectory(),
            ({ directory, code }) => onEvent({ type: 'cache-problem', directory, code }),
          ))),
      signal,
      onPreparing: (what) => onEvent({ type: 'preparing-cases', what }),
    });
  } finally {
    clock.totalMs += performance.now() - making;
    await solver?.dispose();
  }
}

function sourceLanguage(options: JudgeOptions): Language | undefined {
  return options.program.kind === 'source' ? languageOf(options.program.path) : undefined;
}
