// Every word the lab's page shows. As on the board (src/webview/strings.ts),
// the host passes translations in the page's JSON block under these keys; a
// missing or malformed entry falls back to English.
import { fillTemplate, ParseError } from '../engine';
import type { MethodName } from '../engine/search/types';
import { Strings as BoardStrings, translated, translationsInPage } from '../webview/strings';

export const LAB_ENGLISH = {
  'lab.title': 'Search Lab',
  'lab.board': 'Board',
  'lab.boardSized': '{0} board: {1}',
  'lab.edit': 'Board to search',
  'lab.editHelp': 'Any form the board takes: 2 3 4 1 5 x 7 6 8, 23415x768, or one line per row; sizes 2×2 to 4×4.',
  'lab.apply': 'Use this board',
  'lab.methods': 'Methods',
  'lab.largeOnly': 'Boards of more than 9 cells: only the heuristic methods run, within the budget.',
  'lab.budget': 'Most nodes to expand per method',
  'lab.budgetNone': 'no limit',
  'lab.run': 'Run',
  'lab.stop': 'Stop',
  'lab.copy': 'Copy as Markdown',
  'lab.copied': 'Copied the table as Markdown.',
  'lab.copyFailed': 'Could not copy the table.',
  'lab.noMethods': 'Choose at least one method.',
  'lab.badBudget': 'The budget is a whole number of nodes from 1 to {0}, or empty for no limit.',
  'status.queued': 'waiting',
  'status.running': 'running… {0} s',
  'status.stopped': 'stopped',
  'status.failed': 'failed: {0}',
  'status.allDone': 'All {0} methods finished.',
  'status.stoppedAll': 'Stopped. Methods that finished keep their figures.',
  'status.runningAll': 'Running {0} methods in a worker; the page stays responsive.',
  'table.caption': 'What each method did on this board',
  'table.method': 'Method',
  'table.outcome': 'Outcome',
  'table.shortest': 'Shortest?',
  'table.length': 'Length',
  'table.expanded': 'Expanded',
  'table.generated': 'Generated',
  'table.held': 'Most held',
  'table.time': 'Time (ms)',
  'table.yes': 'yes',
  'table.no': 'no',
  'outcome.solved': 'solved',
  'outcome.unsolvable': 'unsolvable',
  'outcome.budget': 'budget reached',
  'outcome.cancelled': 'stopped',
  'outcome.tableEntries': 'table of {0} boards',
  'chart.depth': 'Nodes expanded per depth (log scale)',
  'chart.depthLabel': 'Line chart of nodes expanded at each depth g, one line per method, on a logarithmic scale. The table below gives the same numbers.',
  'chart.depthAxis': 'depth g',
  'chart.countAxis': 'nodes expanded',
  'chart.depthTable': 'Nodes expanded per depth, as a table',
  'chart.depthColumn': 'g',
  'chart.time': 'Time (ms)',
  'chart.held': 'Most nodes held at once',
  'chart.barLabel': '{0}: {1}',
  'chart.none': 'Run the methods to see their charts.',
  'step.heading': 'Step through one method',
  'step.method': 'Method to step through',
  'step.start': 'Step through',
  'step.kept': 'Showing the first {0} of {1} expansions (the lab keeps at most {2}).',
  'step.all': '{0} expansions.',
  'step.figures': 'Step {0} of {1}: g {2}, h {3}, f {4}, frontier {5}, expanded {6}',
  'step.g': 'g (moves from the start)',
  'step.h': 'h (estimate to the goal)',
  'step.f': 'f = g + h',
  'step.frontier': 'Frontier',
  'step.expanded': 'Expanded so far',
  'step.none': 'This method expanded no nodes.',
  'step.running': 'Running {0} and keeping its steps…',
  'step.nodeBoard': 'Board of the node being expanded',
  'player.label': 'Stepping',
  'player.restart': 'Restart',
  'player.back': 'Step back',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'player.forward': 'Step forward',
  'player.speed': 'Speed',
  'method.bfs-strings': 'BFS, strings in a map',
  'method.bfs-cantor': 'BFS, Cantor ranks',
  'method.reverse-table': 'Reverse BFS table',
  'method.bidirectional': 'Bidirectional BFS',
  'method.astar-manhattan': 'A*, Manhattan',
  'method.astar-linear-conflict': 'A*, linear conflict',
  'method.idastar-manhattan': 'IDA*, Manhattan',
  'method.idastar-linear-conflict': 'IDA*, linear conflict',
  'method.greedy': 'Greedy best-first',
};

export type LabStringKey = keyof typeof LAB_ENGLISH;

export class LabStrings {
  private readonly table: Record<LabStringKey, string>;
  /** The board's own strings (tiles, parse errors), passed in the same block under the board's keys. */
  readonly board: BoardStrings;

  constructor(overrides: unknown = undefined) {
    this.table = translated(LAB_ENGLISH, overrides);
    this.board = new BoardStrings(overrides);
  }

  get(key: LabStringKey, ...args: (string | number)[]): string {
    return args.length === 0 ? this.table[key] : fillTemplate(this.table[key], args);
  }

  method(name: MethodName): string {
    return this.table[`method.${name}`];
  }

  parseError(error: ParseError): string {
    return this.board.parseError(error);
  }
}

export function labStringsFromPage(document: Document): LabStrings {
  return new LabStrings(translationsInPage(document));
}
