import * as vscode from 'vscode';
import {
  Board,
  distanceTable,
  formatBoard,
  parseBoard,
  Puzzle,
  randomBoardAt,
  samePuzzle,
  seededRandom,
} from '../../engine';
import type { HeuristicReport, TraceReport } from '../../lab/spec';
import { CommandId } from '../commandIds';
import type { ShowOnBoardArgs } from '../commands/openBoard';
import {
  encodeLabHostMessage,
  LabBoard,
  LabHostMessage,
  LabPageMessage,
  parseLabPageMessage,
  parseLabSavedState,
} from '../../protocol/labMessages';
import type { LabHeuristic, LabTrace } from '../../protocol/labReports';
import { PANEL_TYPES } from '../webviews/panelTypes';
import { PanelKind, PanelSlot, SingletonPanel } from '../webviews/singletonPanel';
import { LAB_SCRIPTS, labHtml } from './html';

const LAB: PanelKind<LabPageMessage, LabHostMessage> = {
  ...PANEL_TYPES.searchLab,
  scripts: LAB_SCRIPTS,
  // A search runs in the page's worker, and the steps live in the page: VS Code
  // tearing a hidden page down would stop the one and lose the other.
  retainContextWhenHidden: true,
  html: labHtml,
  parse: parseLabPageMessage,
  encode: encodeLabHostMessage,
};

/** The one search lab. Opening it again loads the new board into it and reveals it. */
export class LabPanel extends SingletonPanel<LabPageMessage, LabHostMessage> {
  private static readonly slot = new PanelSlot<LabPanel>();

  static show(extensionUri: vscode.Uri, lab: LabBoard): LabPanel {
    const existing = LabPanel.slot.current;
    if (existing) {
      existing.load(lab);
      existing.panel.reveal(undefined, false);
      return existing;
    }
    return new LabPanel(SingletonPanel.openPanel(LAB, extensionUri), extensionUri, lab);
  }

  /**
   * The lab with a learner's heuristic checked: its report, and, for sizes
   * with a distance table, its h by rank (`values[rank(board)]`, n! numbers)
   * so the page can run A* and IDA* with it. Posted once the page is ready.
   * A board the goal does not reach has no h (NaN): it crosses as 0, since
   * JSON has no NaN, and only a search from an unsolvable board meets one.
   */
  static showHeuristic(
    extensionUri: vscode.Uri,
    puzzle: Puzzle,
    report: HeuristicReport,
    values?: ArrayLike<number>,
  ): LabPanel {
    const sent = values && Float64Array.from(values, (h) => (Number.isFinite(h) && h >= 0 ? h : 0));
    const panel = LabPanel.opened(extensionUri);
    // A* and IDA* with the learner's h run on a board of its puzzle: one is loaded when the lab has none,
    // the board h overestimates most (where "A* (yours)" shows what that costs), else one two thirds of the
    // way out.
    if (sent && !(panel.lab && samePuzzle(panel.lab.puzzle, puzzle))) {
      const board =
        (report.worst && boardOf(puzzle, report.worst.board)) ??
        randomBoardAt(puzzle, Math.round((2 * distanceTable(puzzle).maxDistance) / 3), seededRandom(1));
      if (board) panel.load({ puzzle, board });
    }
    return panel.showReport({ type: 'heuristic', puzzle, report, ...(sent ? { values: sent } : {}) });
  }

  /**
   * The lab with a learner's search replayed from its trace, and its start loaded for our methods. Posted
   * once the page is ready.
   */
  static showTrace(extensionUri: vscode.Uri, puzzle: Puzzle, report: TraceReport): LabPanel {
    const panel = LabPanel.opened(extensionUri);
    const start = boardOf(puzzle, report.start);
    if (start) panel.load({ puzzle, board: start });
    return panel.showReport({ type: 'trace', puzzle, report });
  }

  /** The open lab revealed, or a new one. */
  private static opened(extensionUri: vscode.Uri): LabPanel {
    const existing = LabPanel.slot.current;
    if (!existing) return new LabPanel(SingletonPanel.openPanel(LAB, extensionUri), extensionUri, undefined);
    existing.panel.reveal(undefined, false);
    return existing;
  }

  /**
   * Restores the lab after a window reload from what its page last saved
   * (untrusted: checked by the protocol). The page shows its saved board and
   * figures itself; the host keeps the board to load it again when asked.
   * With nothing valid saved, the panel shows an empty lab, as the board does.
   */
  static revive(webviewPanel: vscode.WebviewPanel, extensionUri: vscode.Uri, saved: unknown): LabPanel {
    LabPanel.slot.current?.panel.dispose();
    const state = parseLabSavedState(saved);
    const revived = new LabPanel(webviewPanel, extensionUri, state?.lab);
    // The page keeps a heuristic's report (not its values): the host keeps its puzzle, for the boards the
    // page asks to open.
    revived.heuristic = state?.heuristic;
    return revived;
  }

  static get active(): LabPanel | undefined {
    return LabPanel.slot.current;
  }

  /**
   * The last report of each kind, posted again when a page (re)loads, and the puzzle a clicked board is of.
   */
  private heuristic: LabHeuristic | undefined;
  private trace: LabTrace | undefined;

  private constructor(
    panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    private lab: LabBoard | undefined,
  ) {
    super(LabPanel.slot, LAB, panel, extensionUri);
  }

  private showReport(message: LabHostMessage & { type: 'heuristic' | 'trace' }): this {
    if (message.type === 'heuristic') this.heuristic = message;
    else this.trace = message;
    if (this.isReady) this.post(message);
    return this;
  }

  private load(lab: LabBoard): void {
    this.lab = lab;
    if (this.isReady) this.post({ type: 'load', lab });
  }

  protected receive(message: LabPageMessage): void {
    switch (message.type) {
      case 'ready':
        this.markReady();
        if (this.lab) this.post({ type: 'load', lab: this.lab });
        if (this.heuristic) this.post({ type: 'heuristic', ...this.heuristic });
        if (this.trace) this.post({ type: 'trace', ...this.trace });
        return;
      case 'copyMarkdown':
        void this.copy(message.markdown);
        return;
      case 'openBoard':
        void this.openBoard(message.board);
        return;
    }
  }

  /**
   * A board the page shows in a report, on the board panel with its distance
   * and shortest answer (Show on Board), toward the goal of the report it is
   * from: the trace's or the heuristic's, whichever has a board of that size.
   */
  private async openBoard(text: string): Promise<void> {
    const puzzle = [this.trace?.puzzle, this.heuristic?.puzzle].find(
      (one) => one && parseBoard(text, one.size).ok,
    );
    const args: ShowOnBoardArgs = puzzle
      ? { board: text, size: puzzle.size.key, goal: formatBoard(puzzle.goal) }
      : { board: text };
    await vscode.commands.executeCommand(CommandId.showOnBoard, args);
  }

  private async copy(markdown: string): Promise<void> {
    try {
      await vscode.env.clipboard.writeText(markdown);
      this.post({ type: 'copied', ok: true });
    } catch {
      this.post({ type: 'copied', ok: false });
    }
  }
}

/** A report's board (the judges' form) as a board of the puzzle's size, or undefined. */
function boardOf(puzzle: Puzzle, text: string): Board | undefined {
  const parsed = parseBoard(text, puzzle.size);
  return parsed.ok ? parsed.board : undefined;
}
