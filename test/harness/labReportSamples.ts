// Reports of a learner's work, written by hand for the lab page's and the protocol's tests: a
// heuristic that overestimates near the goal, and a short trace with a
// re-expansion, a jump and a step out of breadth-first order. The page only
// draws what it is given, so the figures need not come from a real check.
import type { HeuristicReport, TraceReport } from '../../src/lab/spec';

export const GOAL_TEXT = '1 2 3 4 5 6 7 8 x';
export const SAMPLE_TEXT = '2 3 4 1 5 x 7 6 8';
/** One move from the goal, and two. */
export const ONE_AWAY = '1 2 3 4 5 6 7 x 8';
export const TWO_AWAY = '1 2 3 4 5 6 x 7 8';
/** A board far from both, for the trace's jump. */
export const FAR = '8 6 7 2 5 4 3 x 1';

export const HEURISTIC_REPORT: HeuristicReport = {
  file: '/work/h.py',
  language: 'python',
  size: '3x3',
  goal: GOAL_TEXT,
  proven: true,
  boards: 181_440,
  edges: 241_920,
  goalValue: 0,
  admissible: false,
  overestimates: 1_234,
  worst: { board: SAMPLE_TEXT, h: 25, distance: 19 },
  moreWorst: [{ board: ONE_AWAY, h: 3, distance: 1 }],
  consistent: false,
  inconsistentEdges: 56,
  worstEdge: { from: ONE_AWAY, to: TWO_AWAY, hFrom: 3, hTo: 0 },
  byDistance: [
    { distance: 0, boards: 1, meanH: 0, meanRatio: null, exact: 1, over: 0 },
    { distance: 1, boards: 2, meanH: 2, meanRatio: 2, exact: 0, over: 2 },
    { distance: 2, boards: 4, meanH: 2, meanRatio: 1, exact: 4, over: 0 },
    { distance: 3, boards: 8, meanH: 2.5, meanRatio: 0.83, exact: 4, over: 0 },
  ],
  comparison: {
    boards: 100,
    seed: 7,
    budget: 1_000_000,
    rows: [
      { search: 'astar', heuristic: 'yours', boards: 100, expanded: 5_000, meanExpanded: 50, shortest: 97, budgetSpent: 0 },
      { search: 'astar', heuristic: 'manhattan', boards: 100, expanded: 12_000, meanExpanded: 120, shortest: 100, budgetSpent: 0 },
      { search: 'idastar', heuristic: 'yours', boards: 100, expanded: 9_000, meanExpanded: 90, shortest: 95, budgetSpent: 1 },
      { search: 'idastar', heuristic: 'pattern-databases', boards: 100, expanded: 800, meanExpanded: 8, shortest: 100, budgetSpent: 0 },
    ],
  },
  calls: 423_360,
  evaluateMs: 812.5,
  totalMs: 1_020,
};

const CLEAN = { count: 0, firstLine: null };

export const TRACE_REPORT: TraceReport = {
  file: '/work/trace.txt',
  size: '3x3',
  start: TWO_AWAY,
  goal: GOAL_TEXT,
  expansions: 2_178,
  distinct: 82,
  reexpanded: 2_096,
  mostExpanded: [{ board: ONE_AWAY, times: 40, firstLine: 3 }],
  jumps: { count: 1, firstLine: 5 },
  goalLine: 7,
  goalReached: true,
  solvable: true,
  distances: true,
  unreachable: CLEAN,
  gLines: 5,
  hLines: 5,
  summary: 'your search expanded 2,178 boards, 2,096 of them again; A* with Manhattan expands 63',
  byDepth: [1, 3, 2],
  breadthFirst: { count: 1, firstLine: 6 },
  gTooLow: CLEAN,
  gAbove: { count: 1, firstLine: 4 },
  hOver: CLEAN,
  fDecreases: CLEAN,
  statedLines: 5,
  unreadable: CLEAN,
  problems: [],
  ours: [
    { method: 'astar-manhattan', expanded: 63, length: 2, outcome: 'solved' },
    { method: 'bfs-cantor', expanded: 9, length: 2, outcome: 'solved' },
  ],
  steps: [
    { line: 2, board: TWO_AWAY, fromStart: 0, toGoal: 2, g: 0, h: 2, reexpanded: false, jump: false, outOfOrder: false },
    { line: 3, board: ONE_AWAY, fromStart: 1, toGoal: 1, g: 1, h: 1, reexpanded: false, jump: false, outOfOrder: false },
    { line: 4, board: TWO_AWAY, fromStart: 0, toGoal: 2, g: 2, h: 2, reexpanded: true, jump: false, outOfOrder: false },
    { line: 5, board: FAR, fromStart: 20, toGoal: 21, g: null, h: null, reexpanded: false, jump: true, outOfOrder: false },
    { line: 6, board: '1 2 3 x 5 6 4 7 8', fromStart: 1, toGoal: 3, g: 1, h: 3, reexpanded: false, jump: false, outOfOrder: true },
    { line: 7, board: GOAL_TEXT, fromStart: 2, toGoal: 0, g: 2, h: 0, reexpanded: false, jump: false, outOfOrder: false },
  ],
};
