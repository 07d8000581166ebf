# A breadth-first search of the eight puzzle that writes its trace: one
# "expand BOARD g=N" line for each board it expands. Replay it with
#   eight-puzzle lab --trace bfs.trace
# or open bfs.trace in VS Code and run "Open Trace in Search Lab".
from collections import deque

START = "4 1 3 7 2 x 5 8 6"
GOAL = "1 2 3 4 5 6 7 8 x"


def neighbours(board):
    cells = board.split()
    blank = cells.index("x")
    row, col = divmod(blank, 3)
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < 3 and 0 <= c < 3:
            moved = cells[:]
            moved[blank], moved[r * 3 + c] = moved[r * 3 + c], "x"
            yield " ".join(moved)


def bfs(trace):
    seen = {START}
    queue = deque([(START, 0)])
    while queue:
        board, g = queue.popleft()
        print(f"expand {board} g={g}", file=trace)  # the one line the trace needs
        if board == GOAL:
            return g
        for nxt in neighbours(board):
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, g + 1))
    return -1


if __name__ == "__main__":
    with open("bfs.trace", "w") as trace:
        print(f"# breadth-first search from {START}", file=trace)
        print(bfs(trace))
