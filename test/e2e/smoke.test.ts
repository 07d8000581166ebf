// A user opens the command palette and finds the extension's main command.
import assert from 'node:assert/strict';
import { paletteOffers } from '../harness/workbench';
import { useWorkbench } from './setup';

describe('the extension in the workbench (e2e)', () => {
  const workbench = useWorkbench();

  it('offers "Eight Puzzle: Solve Eight Puzzle" in the command palette', async () => {
    const labels = await paletteOffers(workbench.page, 'Eight Puzzle: Solve Eight Puzzle');
    assert.ok(labels.includes('Eight Puzzle: Solve Eight Puzzle'), `the palette shows ${JSON.stringify(labels)}`);
  });
});
