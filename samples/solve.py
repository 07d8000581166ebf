"""Eight puzzle helpers for HDU 1043.

The hardest boards are 31 moves away, for example:

    8 6 7
    2 5 4
    3 x 1
    ruulddruuldldrrullurrdlldruurdd

A board that cannot be solved:

    1 2 3 4 5 6 8 7 x  unsolvable

A claim that is wrong (this board is one move from the goal):

    1 2 3 4 5 6 7 x 8  unsolvable
"""

from collections import deque

MOVES = {"u": -3, "d": 3, "l": -1, "r": 1}


def replay(board, moves):
    """Apply a move string (the way the blank moves) to a board string such as '23415x768'."""
    cells = list(board)
    blank = cells.index("x")
    for letter in moves:
        target = blank + MOVES[letter]
        cells[blank], cells[target] = cells[target], cells[blank]
        blank = target
    return "".join(cells)


if __name__ == "__main__":
    print(replay("23415x768", "ullddrurdllurdruldr"))  # 12345678x
    queue = deque()
