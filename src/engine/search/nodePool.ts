// The nodes a best-first search keeps: each one's cells, g, h, parent and the
// move that reached it, in typed arrays that double when full, and a map
// from a board's key to its node so a board met again is found at once.

/** A board as one key: a number while its cells fit in 52 bits (up to 13 cells), else a string. */
export type BoardKey = number | string;

export function keyMaker(cells: number): (board: ArrayLike<number>, offset: number) => BoardKey {
  if (cells <= 13) {
    return (board, offset) => {
      let key = 0;
      for (let i = 0; i < cells; i++) key = key * 16 + board[offset + i] - 1;
      return key;
    };
  }
  return (board, offset) => {
    let key = '';
    for (let i = 0; i < cells; i++) key += String.fromCharCode(64 + board[offset + i]);
    return key;
  };
}

export class NodePool {
  cellsOf: Uint8Array;
  g: Int32Array;
  h: Int32Array;
  parent: Int32Array;
  move: Int8Array;
  blank: Uint8Array;
  closed: Uint8Array;
  size = 0;

  constructor(private readonly cells: number) {
    const capacity = 4096;
    this.cellsOf = new Uint8Array(capacity * cells);
    this.g = new Int32Array(capacity);
    this.h = new Int32Array(capacity);
    this.parent = new Int32Array(capacity);
    this.move = new Int8Array(capacity);
    this.blank = new Uint8Array(capacity);
    this.closed = new Uint8Array(capacity);
  }

  /** A new node with the cells of `board`; the caller sets the rest. */
  add(board: ArrayLike<number>, blank: number): number {
    if (this.size === this.g.length) this.grow();
    const node = this.size++;
    const at = node * this.cells;
    for (let i = 0; i < this.cells; i++) this.cellsOf[at + i] = board[i];
    this.blank[node] = blank;
    return node;
  }

  board(node: number): number[] {
    return Array.from(this.cellsOf.subarray(node * this.cells, (node + 1) * this.cells));
  }

  private grow(): void {
    const capacity = this.g.length * 2;
    const widen = <T extends Uint8Array | Int8Array | Int32Array>(
      old: T,
      make: (length: number) => T,
      length: number,
    ): T => {
      const wider = make(length);
      wider.set(old);
      return wider;
    };
    this.cellsOf = widen(this.cellsOf, (n) => new Uint8Array(n), capacity * this.cells);
    this.g = widen(this.g, (n) => new Int32Array(n), capacity);
    this.h = widen(this.h, (n) => new Int32Array(n), capacity);
    this.parent = widen(this.parent, (n) => new Int32Array(n), capacity);
    this.move = widen(this.move, (n) => new Int8Array(n), capacity);
    this.blank = widen(this.blank, (n) => new Uint8Array(n), capacity);
    this.closed = widen(this.closed, (n) => new Uint8Array(n), capacity);
  }
}
