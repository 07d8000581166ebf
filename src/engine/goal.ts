import { Board, DEFAULT_GOAL } from './board';
import { cellCount, defaultGoal, findShape, Shape, shapeName } from './shape';

const GOALS = new Map<Shape, Board>();

/** The default goal of a size (1 … n−1, blank last), one frozen array per size. */
export function goalOf(shape: Shape): Board {
  const known = findShape(shape);
  let goal = GOALS.get(known);
  if (!goal) {
    goal = Object.freeze(defaultGoal(known));
    GOALS.set(known, goal);
  }
  return goal;
}

/**
 * The goal a function of the engine works toward on a board of `shape`:
 * `goal` itself when it has the size's cells, and the size's own default
 * goal when `goal` is the eight puzzle's default (a parameter left out).
 * A goal of another size is a caller's bug: a RangeError.
 */
export function goalFor(goal: Board, shape: Shape): Board {
  const cells = cellCount(shape);
  if (goal.length === cells) return goal;
  if (goal === DEFAULT_GOAL) return goalOf(shape);
  throw new RangeError(`a goal of ${goal.length} cells for a ${shapeName(shape)} board`);
}
