// The command table (src/extension/commandIds.ts) and the manifest name the
// same commands: a command the extension registers but does not contribute
// has no title in the palette, and a menu or keybinding that names a command
// nobody registers does nothing when the user picks it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CommandId, INTERNAL_COMMANDS } from '../../../src/extension/commandIds';

const ROOT = join(__dirname, '..', '..', '..', '..');

interface Manifest {
  readonly contributes: {
    readonly commands: readonly { readonly command: string }[];
    readonly menus: Readonly<Record<string, readonly { readonly command?: string }[]>>;
    readonly keybindings: readonly { readonly command: string }[];
  };
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
const ALL: readonly string[] = Object.values(CommandId);
const CONTRIBUTED = ALL.filter((id) => !(INTERNAL_COMMANDS as readonly string[]).includes(id));

function sorted(ids: readonly string[]): string[] {
  return [...ids].sort();
}

/** Every `.ts` file under `folder`. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the command table and package.json', () => {
  it('gives every command one id of its own', () => {
    assert.equal(new Set(ALL).size, ALL.length, `an id appears twice in CommandId: ${ALL.join(', ')}`);
    for (const id of INTERNAL_COMMANDS) assert.ok(ALL.includes(id), `${id} is internal but not in CommandId`);
  });

  it('contributes exactly the commands of the table that are not internal', () => {
    const contributed = manifest.contributes.commands.map((entry) => entry.command);
    assert.equal(
      new Set(contributed).size,
      contributed.length,
      `package.json contributes a command twice: ${contributed.join(', ')}`,
    );
    assert.deepEqual(sorted(contributed), sorted(CONTRIBUTED));
  });

  it('names only contributed commands in its menus and keybindings', () => {
    const menus = Object.entries(manifest.contributes.menus).flatMap(([menu, items]) =>
      items.map((item) => ({ where: `menu ${menu}`, command: item.command })),
    );
    const keys = manifest.contributes.keybindings.map((binding) => ({
      where: 'keybindings',
      command: binding.command,
    }));
    assert.ok(menus.length > 0 && keys.length > 0, 'the manifest has menus and keybindings');
    for (const { where, command } of [...menus, ...keys]) {
      assert.ok(
        command !== undefined && CONTRIBUTED.includes(command),
        `${where} names ${String(command)}, which is not a contributed command`,
      );
    }
  });

  it('links only to commands of the table from its walkthrough, in every language', () => {
    for (const file of readdirSync(ROOT).filter((name) => /^package\.nls(\.[\w-]+)?\.json$/.test(name))) {
      const links = [...readFileSync(join(ROOT, file), 'utf8').matchAll(/command:(eightPuzzle\.\w+)/g)].map(
        (match) => match[1],
      );
      for (const id of links)
        assert.ok(CONTRIBUTED.includes(id), `${file} links to ${id}, which is not a contributed command`);
    }
  });

  it('writes no command id as a string in src/ outside the table', () => {
    const table = join(ROOT, 'src', 'extension', 'commandIds.ts');
    const found: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      if (file === table) continue;
      const text = readFileSync(file, 'utf8');
      // A quoted id, or one in a command link; view types, setting names and memento keys are other strings.
      for (const match of text.matchAll(/(?:['"`]|command:)(eightPuzzle\.\w+)(?=['"`?])/g)) {
        if (ALL.includes(match[1])) found.push(`${relative(ROOT, file)}: ${match[1]}`);
      }
    }
    assert.deepEqual(found, []);
  });
});
