// POJ 1077 / HDU 1043 "Eight": reverse BFS from the goal.
//
// Sample from the statement, with its answer on the same line:
//   2 3 4 1 5 x 7 6 8   ullddrurdllurdruldr
// An answer this program printed before a bug fix (it stops short):
//   2 3 4 1 5 x 7 6 8   ullddrurdllurdrul
// The answer on the line after the board:
//   x 1 3 4 2 5 7 8 6
//   rdrd
// Not answers: a dull rudder, and the two pointers lr and ud below.
#include <cstdio>
#include <cstring>
#include <queue>

static int lr[2], ud[2];
static unsigned char dist[362880];

int main() {
    std::memset(dist, 0xff, sizeof dist);
    // ... the search itself lives in the engine; this file is a sample.
    lr[0] = ud[0] = 0;
    return 0;
}
