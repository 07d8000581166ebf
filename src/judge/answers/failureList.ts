/**
 * The simplest failing cases of one verdict, at most `most` of them, kept as
 * they arrive: a wrong program may fail all 362,880 boards, and a report
 * lists a screenful. Simplest is fewest moves (an unsolvable board just
 * after the solved one), then first to arrive (the plain set before its
 * whitespace twins, then input order). Weights are small whole numbers, so
 * each weight has a bucket and the least simple kept case is the newest of
 * the heaviest bucket: keeping costs a push, never a sort.
 */
export class FailureList<T> {
  private readonly buckets: T[][] = [];
  private kept = 0;
  /** The heaviest bucket holding anything, or -1. */
  private heaviest = -1;
  /** Offered and not kept, or pushed out by simpler ones. */
  dropped = 0;

  constructor(private readonly most: number) {}

  /** Offers a case of `weight` (see {@link weightOf}); `make` builds what is kept, only when it is. */
  offer(weight: number, make: () => T): void {
    if (this.kept >= this.most) {
      // Not simpler than the least simple kept one (a tie goes to the one that came first).
      if (weight >= this.heaviest) {
        this.dropped++;
        return;
      }
      this.buckets[this.heaviest].pop();
      this.kept--;
      this.dropped++;
      while (this.heaviest >= 0 && (this.buckets[this.heaviest]?.length ?? 0) === 0) this.heaviest--;
    }
    (this.buckets[weight] ??= []).push(make());
    this.kept++;
    if (weight > this.heaviest) this.heaviest = weight;
  }

  /** Everything kept, simplest first. */
  entries(): T[] {
    return this.buckets.flatMap((bucket) => bucket ?? []);
  }

  get size(): number {
    return this.kept;
  }
}

/**
 * A case's weight for {@link FailureList}: twice its moves, an unsolvable board 1 (between the solved board
 * and one move).
 */
export function weightOf(optimal: number | null): number {
  return optimal === null ? 1 : optimal * 2;
}
