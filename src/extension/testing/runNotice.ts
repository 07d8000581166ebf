import * as vscode from 'vscode';
import { problemOf } from '../../problems';
import type { FileRunSummary } from './solutionRun';

/** Cases accepted of cases judged, over a file's groups. */
export interface AcceptedTally {
  readonly accepted: number;
  readonly cases: number;
}

export function tallyOf(summary: FileRunSummary): AcceptedTally {
  return summary.groups.reduce(
    (sum, group) => ({ accepted: sum.accepted + group.accepted, cases: sum.cases + group.cases }),
    { accepted: 0, cases: 0 },
  );
}

/** `74 of 74 accepted`: the words the Test Explorer and the notification share. */
export function tallyWords(tally: AcceptedTally): string {
  return vscode.l10n.t('{0} of {1} accepted', tally.accepted.toLocaleString(), tally.cases.toLocaleString());
}

/** Whether a file's run judged every case it was asked for and accepted them all. */
export function passed(summary: FileRunSummary): boolean {
  const tally = tallyOf(summary);
  return summary.outcome === 'judged' && tally.cases > 0 && tally.accepted === tally.cases;
}

/**
 * Says a pass where the user looks: the Test Explorer shows one as a small
 * check mark only, and a run started from the lens may have no Test
 * Explorer open at all. A failure needs no notice of its own: VS Code opens
 * its peek over the solution, and the file's description gives the count.
 * The notice has no button, so it hides by itself.
 */
export function announcePasses(summaries: readonly FileRunSummary[]): string | undefined {
  if (summaries.length === 0 || !summaries.every(passed)) return undefined;
  const total = summaries
    .map(tallyOf)
    .reduce((sum, tally) => ({ accepted: sum.accepted + tally.accepted, cases: sum.cases + tally.cases }));
  const [only] = summaries;
  const notice =
    summaries.length === 1
      ? vscode.l10n.t(
          '{0} passes {1}: {2}',
          vscode.workspace.asRelativePath(only.file),
          problemOf(only.problem).name,
          tallyWords(total),
        )
      : vscode.l10n.t('{0} solutions pass: {1}', summaries.length, tallyWords(total));
  void vscode.window.showInformationMessage(notice);
  return notice;
}
