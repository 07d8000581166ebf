// HDU 1043 "Eight": every board of the input (nine cells, on one line or over several), in one run.
// Try it with Eight Puzzle: Test My Solution (the CodeLens above, or the
// beaker in the editor's title bar), then break it and try again.
//
// One breadth-first search from the goal over all 9! boards, numbered by
// their Cantor expansion; each board keeps the move that takes its blank one
// step closer to the goal, so an answer is a walk of look-ups.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

static const int STATES = 362880;
static const int FACTORIAL[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
// The blank moves up, down, left, right: its cell changes by -3, +3, -1, +1.
static const int STEP[4] = {-3, 3, -1, 1};
static const char NAME[4] = {'u', 'd', 'l', 'r'};
// Walking back from a board towards the goal undoes the move that led to it.
static const int OPPOSITE[4] = {1, 0, 3, 2};

static signed char towardGoal[STATES];  // the move to play next, or -1 if unreached
static int nextBoard[STATES];

static int rankOf(const int cells[9]) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) if (cells[j] < cells[i]) smaller++;
        rank += smaller * FACTORIAL[8 - i];
    }
    return rank;
}

static bool canMove(int blank, int move) {
    if (move == 0) return blank >= 3;
    if (move == 1) return blank < 6;
    if (move == 2) return blank % 3 != 0;
    return blank % 3 != 2;
}

// At namespace scope: C++98, which HDU's G++ compiles, takes no local type as a template argument.
struct Board { int cells[9]; int blank; };

static void search() {
    std::memset(towardGoal, -1, sizeof towardGoal);
    std::vector<Board> queue;
    queue.reserve(STATES / 2);
    Board goal = {{1, 2, 3, 4, 5, 6, 7, 8, 9}, 8};  // 9 is the blank
    int goalRank = rankOf(goal.cells);
    towardGoal[goalRank] = 4;  // reached, and nothing left to play
    queue.push_back(goal);
    for (size_t head = 0; head < queue.size(); head++) {
        Board from = queue[head];
        int fromRank = rankOf(from.cells);
        for (int move = 0; move < 4; move++) {
            if (!canMove(from.blank, move)) continue;
            Board to = from;
            int cell = from.blank + STEP[move];
            to.cells[from.blank] = to.cells[cell];
            to.cells[cell] = 9;
            to.blank = cell;
            int toRank = rankOf(to.cells);
            if (towardGoal[toRank] != -1) continue;
            towardGoal[toRank] = (signed char)OPPOSITE[move];
            nextBoard[toRank] = fromRank;
            queue.push_back(to);
        }
    }
}

// Reads the next nine cells (digits and an 'x'), wherever the lines break:
// HDU's data writes a board on one line, but nothing in the statement says
// it must, and the judge's tests give some over three lines.
static bool readBoard(int cells[9]) {
    int count = 0;
    for (int c; count < 9 && (c = std::getchar()) != EOF;) {
        if (c >= '1' && c <= '8') cells[count++] = c - '0';
        else if (c == 'x' || c == 'X') cells[count++] = 9;
    }
    return count == 9;
}

int main() {
    search();
    int cells[9];
    while (readBoard(cells)) {
        int rank = rankOf(cells);
        if (towardGoal[rank] == -1) {
            std::puts("unsolvable");
            continue;
        }
        std::string moves;
        while (towardGoal[rank] != 4) {
            moves += NAME[(int)towardGoal[rank]];
            rank = nextBoard[rank];
        }
        std::puts(moves.c_str());
    }
    return 0;
}
