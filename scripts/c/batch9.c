/* The floor `npm run bench` holds `eight-puzzle solve` against on the 9!
   HDU batch (HDU 1043, "Eight": one board a line, `x` for the blank): the
   same algorithm, tuned as a C programmer would tune it. One reverse
   breadth-first search from the goal over the Cantor ranks keeps, for each
   rank, the move one step closer and the rank it leads to; then each board's
   answer is a walk of look-ups. All of standard input is read at once and all
   of the output written at once, so the run is the search, the walks and two
   system calls' worth of copying.

   The search goes through moves in the engine's order (u d l r) and answers
   in the same form (`unsolvable`, `invalid` for a line that is not a board,
   nothing for a blank line), so its output is byte for byte
   `eight-puzzle solve`'s on such an input: the bench compares the two. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BOARDS 362880
#define REACHABLE (BOARDS / 2)
#define BLANK 9

static const int FACT[] = {40320, 5040, 720, 120, 24, 6, 2, 1, 0};
/* Where the blank goes from each cell by u, d, l, r; -1 off the board. */
static signed char neighbour[9][4];
static unsigned char toward[BOARDS];
static int32_t next[BOARDS];
/* One spare row: a child is made in place at the tail before it is known to be new. */
static unsigned char queue[REACHABLE + 1][9];
static unsigned char blank_at[REACHABLE];
static int32_t rank_at[REACHABLE];

/* The Lehmer rank: smaller values not used yet are those after position i. */
static int rank_of(const unsigned char *cells) {
  int rank = 0;
  unsigned used = 0;
  for (int i = 0; i < 8; i++) {
    unsigned value = cells[i];
    rank += (int)(value - 1 - (unsigned)__builtin_popcount(used & ((1u << value) - 1))) * FACT[i];
    used |= 1u << value;
  }
  return rank;
}

static int search(void) {
  for (int cell = 0; cell < 9; cell++) {
    int row = cell / 3, column = cell % 3;
    neighbour[cell][0] = row > 0 ? cell - 3 : -1;
    neighbour[cell][1] = row < 2 ? cell + 3 : -1;
    neighbour[cell][2] = column > 0 ? cell - 1 : -1;
    neighbour[cell][3] = column < 2 ? cell + 1 : -1;
  }
  memset(toward, 0xff, sizeof toward);
  static const unsigned char goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, BLANK};
  memcpy(queue[0], goal, 9);
  blank_at[0] = 8;
  rank_at[0] = rank_of(goal);
  toward[rank_at[0]] = 4;
  int tail = 1;
  for (int head = 0; head < tail; head++) {
    const unsigned char *board = queue[head];
    int from = blank_at[head], here = rank_at[head];
    for (int code = 0; code < 4; code++) {
      int to = neighbour[from][code];
      if (to < 0) continue;
      unsigned char *child = queue[tail];
      memcpy(child, board, 9);
      child[from] = child[to];
      child[to] = BLANK;
      int there = rank_of(child);
      if (toward[there] != 0xff) continue;
      /* The blank went here -> there by `code`; going back is one step closer. */
      toward[there] = (unsigned char)(code ^ 1);
      next[there] = here;
      blank_at[tail] = (unsigned char)to;
      rank_at[tail] = there;
      tail++;
    }
  }
  return rank_at[0];
}

/* All of standard input, grown as it comes. */
static char *read_all(size_t *length) {
  size_t size = 1 << 22, used = 0;
  char *text = malloc(size);
  for (;;) {
    if (used == size) text = realloc(text, size *= 2);
    ssize_t got = read(0, text + used, size - used);
    if (got <= 0) break;
    used += (size_t)got;
  }
  *length = used;
  return text;
}

static void write_all(const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t put = write(1, bytes, length);
    if (put <= 0) exit(3);
    bytes += put;
    length -= (size_t)put;
  }
}

int main(void) {
  int goal = search();
  size_t length;
  char *text = read_all(&length);
  size_t lines = 1;
  for (size_t i = 0; i < length; i++) lines += text[i] == '\n';
  /* The longest answer is 31 moves, and `unsolvable` or `invalid` fit in 32 bytes too. */
  char *out = malloc(lines * 32), *at = out;
  static const char LETTER[] = "udlr";
  for (size_t start = 0; start < length;) {
    char *end = memchr(text + start, '\n', length - start);
    size_t stop = end ? (size_t)(end - text) : length;
    unsigned char cells[9];
    unsigned seen = 0;
    int count = 0, ok = 1;
    for (size_t i = start; i < stop; i++) {
      char c = text[i];
      if (c == ' ' || c == '\t' || c == '\r') continue;
      int value = c == 'x' ? BLANK : c >= '1' && c <= '8' ? c - '0' : 0;
      if (value == 0 || count == 9 || (seen & (1u << value))) {
        ok = 0;
        break;
      }
      seen |= 1u << value;
      cells[count++] = (unsigned char)value;
    }
    start = stop + 1;
    if (count == 0 && ok) continue;
    if (!ok || count != 9) {
      memcpy(at, "invalid\n", 8);
      at += 8;
      continue;
    }
    int here = rank_of(cells);
    if (toward[here] == 0xff) {
      memcpy(at, "unsolvable\n", 11);
      at += 11;
      continue;
    }
    for (; here != goal; here = next[here]) *at++ = LETTER[toward[here]];
    *at++ = '\n';
  }
  write_all(out, (size_t)(at - out));
  return 0;
}
