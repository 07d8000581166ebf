// What the page learns of boards too large for a distance table, from the
// host's searches: each answer gives the distance of every board along it,
// so a user who follows a hint keeps seeing how far the goal is without
// another search. Answers are checked before they are believed.
import { applyMove, Board, formatBoard, isMove, Puzzle, sameBoard } from '../../engine';

export interface KnownDistance {
  readonly moves: string;
  /** Whether the search proved it shortest; otherwise it is an upper bound, from a budgeted search. */
  readonly proven: boolean;
}

/** Boards remembered at most, so a long session stays small. */
const MOST_REMEMBERED = 10_000;

export class LargeAnswers {
  private readonly known = new Map<string, KnownDistance>();

  /**
   * Remembers `moves` from `board`, if they really take it to the puzzle's
   * goal, and every board along them with the rest of the moves. Says whether they did.
   */
  learn(puzzle: Puzzle, board: Board, moves: string, proven: boolean): boolean {
    const along: Board[] = [board];
    for (const letter of moves) {
      const next = isMove(letter) ? applyMove(puzzle.size, along[along.length - 1], letter) : undefined;
      if (!next) return false;
      along.push(next);
    }
    if (!sameBoard(along[along.length - 1], puzzle.goal)) return false;
    if (this.known.size + along.length > MOST_REMEMBERED) this.known.clear();
    along.forEach((step, index) => {
      const key = keyOf(puzzle, step);
      const rest = moves.slice(index);
      const before = this.known.get(key);
      // A proven answer is never replaced by an unproven one, nor a shorter by a longer.
      if (
        !before ||
        (proven && !before.proven) ||
        (proven === before.proven && rest.length < before.moves.length)
      )
        this.known.set(key, { moves: rest, proven });
    });
    return true;
  }

  lookUp(puzzle: Puzzle, board: Board): KnownDistance | undefined {
    return this.known.get(keyOf(puzzle, board));
  }
}

function keyOf(puzzle: Puzzle, board: Board): string {
  return `${puzzle.key}>${formatBoard(board, { separator: ',' })}`;
}
