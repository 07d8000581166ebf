import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where the command line keeps what it builds: `$EIGHT_PUZZLE_CACHE`, else `$XDG_CACHE_HOME/eight-puzzle` (`~/.cache/eight-puzzle`). */
export function cacheDirectory(): string {
  const own = process.env.EIGHT_PUZZLE_CACHE;
  if (own) return own;
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg && xdg.startsWith('/') ? xdg : join(homedir(), '.cache'), 'eight-puzzle');
}
