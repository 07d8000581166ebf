// Mocha's spec reporter, which also writes the run's counts as JSON
// ({ passed, failed, pending }) to the file named by EIGHT_PUZZLE_COUNTS, so
// that scripts/test.mjs can add up every suite. Failing hooks count as failed.
const Mocha = require('mocha');
const { writeFileSync } = require('node:fs');

class SpecWithCounts extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const file = process.env.EIGHT_PUZZLE_COUNTS;
      if (!file) return;
      const { passes, failures, pending } = this.stats;
      writeFileSync(file, JSON.stringify({ passed: passes, failed: failures, pending }));
    });
  }
}

module.exports = SpecWithCounts;
