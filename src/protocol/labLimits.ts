// How much the lab's messages may carry, in one place for both directions:
// every list is capped and every string short, so a runaway or hostile
// message stays cheap to check and to draw.

/** A budget of expansions the lab's page may ask for. */
export const MAX_BUDGET = 1_000_000_000;
/**
 * Steps kept for stepping through a method, the lab's own or a learner's trace: past these a method runs on,
 * counted but not kept.
 */
export const STEP_CAP = 5_000;
/** A Markdown table of nine rows is far shorter. */
export const MAX_MARKDOWN = 20_000;
/** A board in the judges' form: 4×4's is 38 characters. */
export const MAX_BOARD_TEXT = 100;
/** A file's path or a problem's words. */
export const MAX_TEXT = 1_000;
/** byDistance's rows: 3×3's farthest board is 31 moves away, 4×4's 80. */
export const MAX_DISTANCES = 100;
/** The worst boards, the boards expanded most, the problems, our methods: each a few. */
export const MAX_FEW = 50;
