import { describeRefusedFile, RefusedFile } from '../../solver/cacheProblem';
import { Io, notice } from './io';
import { escapeControls } from './messages';

/**
 * Tells of each refused cache file once, in one line on standard error,
 * however often it is met: every worker of a batch, and every builder
 * thread, reads the same databases. The path is escaped, since whoever
 * named the cache directory may have put a newline in it.
 */
export function refusedFileNotices(
  stderr: Pick<Io, 'err' | 'errIsTerminal'>,
): (refused: RefusedFile) => void {
  const told = new Set<string>();
  return (refused) => {
    if (told.has(refused.path)) return;
    told.add(refused.path);
    notice(stderr, escapeControls(describeRefusedFile(refused)));
  };
}
