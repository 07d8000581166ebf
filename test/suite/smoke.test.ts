// The product as VS Code sees it: installed, activating, and with every
// command its manifest contributes actually registered.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';

const ID = 'eight-puzzle.eight-puzzle';

function extension(): vscode.Extension<unknown> {
  const found = vscode.extensions.getExtension(ID);
  assert.ok(found, `${ID} is not installed in this VS Code`);
  return found;
}

function contributedCommands(manifest: unknown): string[] {
  const commands =
    (manifest as { contributes?: { commands?: { command?: unknown }[] } }).contributes?.commands ?? [];
  return commands.map((entry) => entry.command).filter((id): id is string => typeof id === 'string');
}

describe('the extension in VS Code', () => {
  it('is installed', () => {
    assert.equal(extension().id, ID);
  });

  it('activates', async () => {
    await extension().activate();
    assert.equal(extension().isActive, true);
  });

  it('registers every command it contributes, eightPuzzle.solve among them', async () => {
    await extension().activate();
    const contributed = contributedCommands(extension().packageJSON);
    assert.ok(
      contributed.includes('eightPuzzle.solve'),
      `the manifest contributes ${contributed.join(', ')}`,
    );
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.deepEqual(
      contributed.filter((id) => !registered.has(id)),
      [],
      'contributed but not registered by activate()',
    );
  });
});
