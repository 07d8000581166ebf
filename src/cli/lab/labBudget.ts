// The lab's node budgets, bounded by memory: A* and greedy keep every node
// they make, so a budget they cannot keep in the heap would end the process
// after minutes with an out-of-memory abort. Such a budget is refused at
// once with the largest that fits; a default is lowered to it, with a note.
// The figure said is one that is then accepted: plain digits, as --budget
// reads them, and a little under the limit, since the heap in use when the
// room is measured differs by some kilobytes with the command line's words
// and from run to run.
import {
  DEFAULT_LARGE_BUDGET,
  largestBudgetWithin,
  mostKeptNodes,
  bytesPerKeptNode,
  SearchMethod,
} from '../../engine/search';
import { hasTable, Size } from '../../engine';
import { CommandError, Io } from '../io/io';
import { formatCount } from '../io/messages';
import { formatMemorySize } from '../memorySize';

/**
 * The room a figure said leaves unplanned: a hundredth of it, and at least 64 KiB (measured: a budget's worth
 * of a few nodes, under 4 KiB).
 */
const SAID_SLACK_SHARE = 0.01;
const LEAST_SAID_SLACK = 64 * 1024;

export class LabBudgets {
  /** The budget each method runs with, per size: undefined for the method's own default. */
  private readonly chosen = new Map<string, number | undefined>();

  /** `given`: --budget, if any; `room`: the bytes this process can give a search. */
  constructor(
    private readonly given: number | undefined,
    private readonly room: number,
    private readonly io: Io,
  ) {}

  /** Settles the budgets of `methods` on boards of `size`: refuses a --budget that does not fit, notes a default lowered to fit. */
  settle(methods: readonly SearchMethod[], size: Size): void {
    const saidRoom = Math.max(0, this.room - Math.max(this.room * SAID_SLACK_SHARE, LEAST_SAID_SLACK));
    for (const method of methods) {
      const largest = largestBudgetWithin(method.name, size, this.room);
      const said = largestBudgetWithin(method.name, size, saidRoom);
      if (this.given !== undefined && this.given > largest)
        throw new CommandError(this.refusal(method, size, said));
      const own = hasTable(size) ? Infinity : DEFAULT_LARGE_BUDGET;
      // Lowered to the figure said, so that giving it as --budget runs the same search.
      const lowered = this.given === undefined && own > largest;
      if (lowered)
        this.io.err(
          `lab: ${method.name}'s budget on ${size.name} boards is lowered to ${formatCount(said)} nodes (--budget ${said}), the most whose boards fit in the ${formatMemorySize(this.room / 1024)} this process has to give\n`,
        );
      this.chosen.set(`${method.name} ${size.key}`, lowered ? said : this.given);
    }
  }

  /** The budget to run `method` with on boards of `size`, as settled. */
  of(method: SearchMethod, size: Size): number | undefined {
    return this.chosen.get(`${method.name} ${size.key}`);
  }

  private refusal(method: SearchMethod, size: Size, said: number): string {
    const given = this.given ?? 0;
    const bytes = mostKeptNodes(method.name, size, given) * bytesPerKeptNode(size.cells);
    return (
      `lab: --budget ${formatCount(given)} does not fit in memory for ${method.name} on ${size.name} boards ` +
      `(it may keep ${formatCount(mostKeptNodes(method.name, size, given))} boards, about ${formatMemorySize(bytes / 1024)}; this process has ${formatMemorySize(this.room / 1024)} to give): ` +
      (said > 0
        ? `the largest budget that fits is ${formatCount(said)} (--budget ${said})`
        : 'no budget fits: give Node more heap (--max-old-space-size)') +
      '; the IDA* methods keep only their path and take any budget'
    );
  }
}
