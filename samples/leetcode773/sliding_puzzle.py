# LeetCode 773 "Sliding Puzzle": the least number of moves that solve a 2×3
# board (0 is the blank), or -1 when it cannot be solved.
from collections import deque


class Solution:
    def slidingPuzzle(self, board: list[list[int]]) -> int:
        goal = "123450"
        start = "".join(str(cell) for row in board for cell in row)
        neighbours = [[1, 3], [0, 2, 4], [1, 5], [0, 4], [1, 3, 5], [2, 4]]
        seen = {start}
        queue = deque([(start, 0)])
        while queue:
            state, moves = queue.popleft()
            if state == goal:
                return moves
            blank = state.index("0")
            for cell in neighbours[blank]:
                cells = list(state)
                cells[blank], cells[cell] = cells[cell], cells[blank]
                following = "".join(cells)
                if following not in seen:
                    seen.add(following)
                    queue.append((following, moves + 1))
        return -1


print(Solution().slidingPuzzle([[4,1,2],[5,0,3]]))  # 5
print(Solution().slidingPuzzle([[1,2,3],[5,4,0]]))  # -1
