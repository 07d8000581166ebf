/**
 * A board is its cells in row-major order: tiles 1 … n−1 and the blank as
 * n, the largest value. On the eight puzzle the tiles are 1–8 and the blank
 * is 9, so the goal `12345678x` is the identity permutation and has rank 0,
 * exactly as in the judges' Cantor-expansion solutions. Its `Size`
 * travels beside it, inside a `Puzzle`: 8 cells may be 2×4 or 4×2.
 */
export type Board = readonly number[];
