/**
 * UVa 10181's sentence for a board that cannot be solved, as its statement
 * writes it: the registry's answer form for that problem, what `solve
 * --format uva10181` writes, and what every reader of answers takes as
 * `unsolvable`.
 */
export const UVA_UNSOLVABLE = 'This puzzle is not solvable.';
