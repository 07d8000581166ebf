import { type Setting, settingOf, Tally } from './tally';
import type { MethodName, SearchFigures, SearchMethod, SearchOptions } from './types';

/**
 * A method without a heuristic, from its search: the setting checked and
 * the tally made the same way for each. Such a method needs ranks, so it
 * runs only on sizes with a distance table.
 */
export function blindMethod(
  name: MethodName,
  search: (setting: Setting, tally: Tally, options: SearchOptions) => SearchFigures,
): SearchMethod {
  return {
    name,
    heuristic: false,
    run(puzzle, board, options: SearchOptions = {}): SearchFigures {
      const setting = settingOf(name, false, puzzle, board, options);
      return search(setting, new Tally(name, setting, options), options);
    },
  };
}
