import * as vscode from 'vscode';
import {
  Board,
  EIGHT_PUZZLE,
  formatBoard,
  maxDistance,
  permutations,
  randomBoard,
  randomBoardAt,
  seededRandom,
  unrank,
} from '../../engine';
import { runInSlices } from '../chunked';
import { readSettings } from '../config';
import { openUntitled } from '../untitled';

/** Which boards to write; given as an argument, nothing is asked. */
export type TestDataRequest =
  | { readonly kind: 'all' }
  | { readonly kind: 'random'; readonly count: number; readonly seed?: number; readonly distance?: number };

/** "Generate Test Data": eight puzzle boards in the judges' input form, in a new document. */
export function generateTestDataCommand(): (
  request?: TestDataRequest,
) => Promise<vscode.TextDocument | undefined> {
  return async (request?: TestDataRequest) => {
    const chosen = request ?? (await ask());
    if (!chosen) return undefined;
    const puzzle = readSettings().puzzleFor(EIGHT_PUZZLE.size);
    const { size } = puzzle;
    // A distance no board is at would end the run at once with an empty document; say so instead.
    if (
      chosen.kind === 'random' &&
      chosen.distance !== undefined &&
      !(Number.isInteger(chosen.distance) && chosen.distance >= 0 && chosen.distance <= maxDistance(puzzle))
    ) {
      void vscode.window.showErrorMessage(
        vscode.l10n.t(
          'No board is {0} moves from the goal: choose 0 to {1}.',
          chosen.distance,
          maxDistance(puzzle),
        ),
      );
      return undefined;
    }
    const total = chosen.kind === 'all' ? permutations(size) : Math.max(0, Math.floor(chosen.count));
    const random = chosen.kind === 'random' ? seededRandom(chosen.seed ?? Date.now()) : Math.random;
    const boardAt = (index: number): Board | undefined =>
      chosen.kind === 'all'
        ? unrank(size, index)
        : chosen.distance === undefined
          ? randomBoard(size, random)
          : randomBoardAt(puzzle, chosen.distance, random);

    const lines: string[] = [];
    const finished = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: vscode.l10n.t('Generating test data'),
        cancellable: true,
      },
      (progress, token) =>
        runInSlices(
          () => {
            for (let n = 0; n < 2048 && lines.length < total; n++) {
              const board = boardAt(lines.length);
              if (!board) return true;
              lines.push(formatBoard(board));
            }
            return lines.length >= total;
          },
          token,
          () =>
            progress.report({
              message: vscode.l10n.t(
                '{0} of {1} boards',
                lines.length.toLocaleString(),
                total.toLocaleString(),
              ),
            }),
        ),
    );
    if (!finished) return undefined;
    const document = await openUntitled(lines.length > 0 ? lines.join('\n') + '\n' : '', 'plaintext');
    await vscode.window.showTextDocument(document, { preview: false });
    return document;
  };
}

async function ask(): Promise<TestDataRequest | undefined> {
  const all = {
    label: vscode.l10n.t('All 9! boards'),
    description: vscode.l10n.t('362,880 lines, from 1 2 3 4 5 6 7 8 x to x 8 7 6 5 4 3 2 1'),
  };
  const some = {
    label: vscode.l10n.t('Random boards…'),
    description: vscode.l10n.t('solvable and unsolvable, from a seed'),
  };
  const picked = await vscode.window.showQuickPick([all, some], {
    title: vscode.l10n.t('Generate Test Data'),
  });
  if (!picked) return undefined;
  if (picked === all) return { kind: 'all' };
  const count = await vscode.window.showInputBox({
    title: vscode.l10n.t('Generate Test Data'),
    prompt: vscode.l10n.t('How many random boards?'),
    value: '100',
    validateInput: (value) =>
      /^\d+$/.test(value.trim()) && Number(value) <= 1_000_000
        ? undefined
        : vscode.l10n.t('A whole number from 0 to 1,000,000'),
  });
  if (count === undefined) return undefined;
  const seed = await vscode.window.showInputBox({
    title: vscode.l10n.t('Generate Test Data'),
    prompt: vscode.l10n.t('Seed (the same seed gives the same boards)'),
    value: String(Math.floor(Math.random() * 1_000_000)),
    validateInput: (value) => (/^\d+$/.test(value.trim()) ? undefined : vscode.l10n.t('A whole number')),
  });
  if (seed === undefined) return undefined;
  return { kind: 'random', count: Number(count), seed: Number(seed) };
}
