// Boards of exact distance for the sizes with no distance table (3×4, 4×3,
// 4×4): seeded walks from the goal, each solved optimally by IDA* on the
// pattern databases (every board along the answer has its distance too),
// and on 4×4 Korf's 100 with their published lengths. The databases are
// the command line's cache's: the full ones when they are there, else the
// quick ones (built in well under a second), optimal all the same.
import { Puzzle, randomBelow, randomWalk, seededRandom } from '../../engine';
import { exactBoardsAlong, ExactBoard } from '../../engine/learner/heuristicSample';
import { korfBoardsFor } from '../../engine/learner/korfBoards';
import { LargeBoardSearch } from '../../engine/pdb';
import { cachedDatabases, loadDatabases } from '../../solver/cache';
import { defaultCacheDirectory, nodeDatabaseFiles } from '../../solver/nodeFiles';
import { CheckCancelled } from './failure';

/**
 * Walks from the goal are this long at least and at most: their boards are quick to solve and cover the near
 * distances.
 */
const SHORTEST_WALK = 6;
const LONGEST_WALK = 60;

export interface LargeSample {
  readonly exact: ExactBoard[];
  /** Korf's instances among them. */
  readonly korf: number;
  /** The walks solved. */
  readonly solved: number;
}

function searchFor(puzzle: Puzzle): LargeBoardSearch {
  const files = nodeDatabaseFiles(defaultCacheDirectory());
  const databases = cachedDatabases(files, puzzle, 'full') ?? loadDatabases(files, puzzle, {}, 'quick');
  if (!databases) throw new Error('the pattern databases could not be built');
  return new LargeBoardSearch(puzzle, databases);
}

/** `walks` seeded boards solved optimally, and Korf's 100 where the goal allows. */
export function largeSample(puzzle: Puzzle, walks: number, seed: number, signal?: AbortSignal): LargeSample {
  const random = seededRandom(seed);
  const korf = korfBoardsFor(puzzle);
  const exact: ExactBoard[] = [...korf];
  const search = walks > 0 ? searchFor(puzzle) : undefined;
  for (let k = 0; k < walks && search; k++) {
    const start = randomWalk(
      puzzle,
      SHORTEST_WALK + randomBelow(random, LONGEST_WALK - SHORTEST_WALK + 1),
      random,
    );
    const answer = search.solve(start, { isCancelled: () => signal?.aborted === true });
    if (answer.kind === 'cancelled') throw new CheckCancelled();
    if (answer.kind !== 'shortest')
      throw new Error(`a walk's board was not solved optimally (${answer.kind})`);
    exact.push(...exactBoardsAlong(puzzle, start, answer.moves));
  }
  return { exact, korf: korf.length, solved: walks };
}
