/* global module */
// A heuristic for `eight-puzzle lab --heuristic samples/lab/heuristic.js`:
// Manhattan distance. board and goal list the tiles row by row, 0 the blank.
function h(board, goal, rows, cols) {
  let moves = 0;
  for (let cell = 0; cell < board.length; cell++) {
    const tile = board[cell];
    if (tile === 0) continue; // the blank is no tile
    const home = goal.indexOf(tile);
    moves += Math.abs(Math.floor(cell / cols) - Math.floor(home / cols)) + Math.abs((cell % cols) - (home % cols));
  }
  return moves;
}
module.exports = { h };
