# A heuristic for `eight-puzzle lab --heuristic samples/lab/heuristic.py`:
# Manhattan distance. board and goal list the tiles row by row, 0 the blank.
def h(board, goal, rows, cols):
    moves = 0
    for cell, tile in enumerate(board):
        if tile == 0:  # the blank is no tile
            continue
        home = goal.index(tile)
        moves += abs(cell // cols - home // cols) + abs(cell % cols - home % cols)
    return moves
