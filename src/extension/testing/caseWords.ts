import * as vscode from 'vscode';
import { describeVerdict, formatBoard, Puzzle, replay, UNSOLVABLE } from '../../engine';
import type { CaseResult, CaseVerdict, InputForm } from '../../judge/spec';
import { MAX_MOVES } from '../../protocol/messages';
import type { ShowOnBoardArgs } from '../commands/openBoard';
import { localizeTemplate } from '../config';

/** The longest answer a message quotes; the rest is counted. */
const QUOTED_ANSWER = 200;

/** A case verdict in the judges' words, in the user's language. */
export function verdictTitle(verdict: CaseVerdict): string {
  switch (verdict) {
    case 'accepted':
      return vscode.l10n.t('Accepted');
    case 'wrong-answer':
      return vscode.l10n.t('Wrong answer');
    case 'not-shortest':
      return vscode.l10n.t('Not shortest');
    case 'time-limit-exceeded':
      return vscode.l10n.t('Time limit exceeded');
    case 'memory-limit-exceeded':
      return vscode.l10n.t('Memory limit exceeded');
    case 'runtime-error':
      return vscode.l10n.t('Runtime error');
    case 'output-limit-exceeded':
      return vscode.l10n.t('Output limit exceeded');
    case 'presentation-error':
      return vscode.l10n.t('Presentation error');
  }
}

/**
 * Why a case failed, in one line: the special judge's reason in the user's
 * language when the engine judged the answer (`step 7: 'l' leaves the
 * board`), otherwise the judge's own words (an exit code, a limit).
 */
export function failureReason(result: CaseResult): string {
  const reason = result.judged ? localizeTemplate(describeVerdict(result.judged)) : result.reason;
  return reason === '' ? verdictTitle(result.verdict) : `${verdictTitle(result.verdict)}: ${reason}`;
}

/** How far a board is, for a case's description: `19 moves`, `solved`, `unsolvable`. */
export function distanceWords(optimal: number | null): string {
  if (optimal === null) return vscode.l10n.t('unsolvable');
  if (optimal === 0) return vscode.l10n.t('already solved');
  return optimal === 1 ? vscode.l10n.t('1 move') : vscode.l10n.t('{0} moves', optimal);
}

/** How a whitespace case's input differs from the plain one: `CRLF, trailing spaces, no final newline`. */
export function formWords(form: InputForm): string {
  const parts: string[] = [];
  if (form.crlf) parts.push(vscode.l10n.t('CRLF line ends'));
  if (form.trailingSpaces) parts.push(vscode.l10n.t('trailing spaces'));
  if (!form.finalNewline) parts.push(vscode.l10n.t('no final newline'));
  return parts.join(vscode.l10n.t(', '));
}

/** A memory size in the user's language: `812 KiB`, `31.8 MiB`. */
export function memoryWords(kib: number): string {
  if (kib < 1024) return vscode.l10n.t('{0} KiB', Math.round(kib).toLocaleString());
  const mib = kib / 1024;
  return vscode.l10n.t(
    '{0} MiB',
    mib >= 100 || Number.isInteger(mib) ? Math.round(mib).toLocaleString() : mib.toFixed(1),
  );
}

/** What a case's own run measured, as the Test Explorer keeps it beside the verdict. */
export interface CaseFigures {
  readonly cpuMs?: number;
  readonly wallMs?: number;
  readonly peakKiB?: number;
}

export function caseFigures(result: Pick<CaseResult, 'cpuMs' | 'durationMs' | 'peakKiB'>): CaseFigures {
  return {
    ...(result.cpuMs === undefined ? {} : { cpuMs: result.cpuMs }),
    ...(result.durationMs === undefined ? {} : { wallMs: result.durationMs }),
    ...(result.peakKiB === undefined ? {} : { peakKiB: result.peakKiB }),
  };
}

/** `Time: 12 ms of CPU (30 ms in all); peak memory 3.2 MiB`, for a case run on its own; undefined when nothing was measured. */
export function figuresWords(figures: CaseFigures): string | undefined {
  const parts: string[] = [];
  if (figures.cpuMs !== undefined) {
    parts.push(
      figures.wallMs === undefined
        ? vscode.l10n.t('Time: {0} ms of CPU', Math.round(figures.cpuMs).toLocaleString())
        : vscode.l10n.t(
            'Time: {0} ms of CPU ({1} ms in all)',
            Math.round(figures.cpuMs).toLocaleString(),
            Math.round(figures.wallMs).toLocaleString(),
          ),
    );
  } else if (figures.wallMs !== undefined)
    parts.push(vscode.l10n.t('Time: {0} ms', Math.round(figures.wallMs).toLocaleString()));
  if (figures.peakKiB !== undefined)
    parts.push(vscode.l10n.t('peak memory {0}', memoryWords(figures.peakKiB)));
  return parts.length === 0 ? undefined : parts.join(vscode.l10n.t('; '));
}

/**
 * The whole message of a failed case, for Test Results: why, the board, the program's answer, its time and
 * memory, and how the run ended.
 */
export function caseFailureMessage(result: CaseResult): vscode.MarkdownString {
  const lines: string[] = [escapeMarkdown(failureReason(result))];
  lines.push(
    `${escapeMarkdown(vscode.l10n.t('Board:'))} \`${result.boardText.trim()}\` (${escapeMarkdown(distanceWords(result.optimal))})`,
  );
  if (result.form) lines.push(escapeMarkdown(vscode.l10n.t('Input with {0}', formWords(result.form))));
  if (result.answer !== null)
    lines.push(
      `${escapeMarkdown(vscode.l10n.t('Your answer:'))} ${quoteAnswer(result.answer, result.answerLength)}`,
    );
  else lines.push(escapeMarkdown(vscode.l10n.t('Your program gave no answer for this board.')));
  const figures = figuresWords(caseFigures(result));
  if (figures !== undefined) lines.push(escapeMarkdown(figures));
  if (result.run && result.run.stderrTail.trim() !== '') {
    lines.push(
      `${escapeMarkdown(vscode.l10n.t('Standard error, last lines:'))}\n\n\`\`\`\n${result.run.stderrTail.replace(/`{3,}/g, '``')}\n\`\`\``,
    );
  }
  const message = new vscode.MarkdownString(lines.join('\n\n'));
  // Nothing of the program's output may act: no command links, no HTML.
  message.isTrusted = false;
  message.supportHtml = false;
  return message;
}

function quoteAnswer(answer: string, length: number): string {
  if (answer === '') return escapeMarkdown(vscode.l10n.t('(an empty line)'));
  const shown = answer.length > QUOTED_ANSWER ? `${answer.slice(0, QUOTED_ANSWER)}…` : answer;
  const quoted = `\`${shown.replace(/`/g, "'")}\``;
  return length > QUOTED_ANSWER
    ? `${quoted} ${escapeMarkdown(vscode.l10n.t('({0} characters)', length.toLocaleString()))}`
    : quoted;
}

/** Markdown's special characters made plain, for text that is not ours. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, '\\$&');
}

/**
 * What "Show on Board" opens for a case: its board, and the program's own
 * moves played up to the first that cannot be played (a step off the
 * board, a letter that is no move), stopped there; or up to where they end,
 * short of the goal. With no answer, a step count or `unsolvable`, the
 * board with a shortest solution instead.
 */
export function caseOnBoard(result: CaseResult, puzzle: Puzzle): ShowOnBoardArgs {
  const board = formatBoard(result.board);
  const goalText = formatBoard(puzzle.goal);
  const answer = result.answer;
  if (answer === null || answer === UNSOLVABLE || !/^[udlr]*$/i.test(answer.slice(0, 1)))
    return { board, goal: goalText };
  // The board takes at most MAX_MOVES; a longer answer is shown as far as that.
  const moves = answer.slice(0, replay(puzzle, result.board, answer.slice(0, MAX_MOVES)).played);
  return { board, goal: goalText, moves, step: moves.length };
}
