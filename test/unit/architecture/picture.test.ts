// docs/architecture.md's picture of the rooms is their imports: every arrow is
// an import some file of src/ makes, and every import from one room into
// another has its arrow. The rooms are the linter's (eslint.config.mjs), so a
// new page lands in `pages/*` and a new folder of a room in its room.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linterRooms, ROOT, sourceImports } from '../support/sourceImports';

const DOC = 'docs/architecture.md';

/** A room's name in the picture: its folder under src/. */
function shortName(room: string): string {
  return room.replace(/^src\//, '');
}

/**
 * The picture's rooms and arrows, from its mermaid block: `id["room"]` names a
 * room (an id alone is its own name), `a --> b & c` says a imports b and c.
 */
function pictureOf(markdown: string): { rooms: Set<string>; arrows: Set<string> } {
  const block = /```mermaid\n([\s\S]*?)```/.exec(markdown);
  assert.ok(block, `${DOC} has no mermaid block for its picture of the rooms`);
  const names = new Map<string, string>();
  const pairs: [string, string][] = [];
  for (const raw of block[1].split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('%%') || /^flowchart\b/.test(line)) continue;
    const room = /^(\w+)\["([^"]+)"\]$/.exec(line);
    const arrow = /^(\w+)\s*-->\s*(\w+(?:\s*&\s*\w+)*)$/.exec(line);
    if (room) names.set(room[1], room[2]);
    else if (arrow) for (const to of arrow[2].split('&')) pairs.push([arrow[1], to.trim()]);
    else assert.fail(`${DOC}'s picture: cannot read the line ${JSON.stringify(line)}`);
  }
  const name = (id: string): string => names.get(id) ?? id;
  return {
    rooms: new Set([...names.values(), ...pairs.flat().map(name)]),
    arrows: new Set(pairs.map(([from, to]) => `${name(from)} --> ${name(to)}`)),
  };
}

describe('the architecture’s picture', function () {
  this.timeout(60_000);

  it('shows every room of the linter, and no other', async () => {
    const { rooms } = await linterRooms();
    const picture = pictureOf(readFileSync(join(ROOT, DOC), 'utf8'));
    assert.deepEqual([...picture.rooms].sort(), rooms.map(shortName).sort());
  });

  it('has an arrow for each room that imports another, and for nothing else', async () => {
    const { roomOf } = await linterRooms();
    const imports = await sourceImports();
    const seen = new Map<string, string>();
    for (const [file, targets] of imports) {
      const from = roomOf(file);
      assert.ok(from, `${file} is in no room of eslint.config.mjs's BOUNDARIES`);
      for (const target of targets) {
        const to = roomOf(target);
        assert.ok(to, `${target} is in no room of eslint.config.mjs's BOUNDARIES`);
        const arrow = `${shortName(from)} --> ${shortName(to)}`;
        if (from !== to && !seen.has(arrow)) seen.set(arrow, `${file} imports ${target}`);
      }
    }
    const { arrows } = pictureOf(readFileSync(join(ROOT, DOC), 'utf8'));
    const missing = [...seen]
      .filter(([arrow]) => !arrows.has(arrow))
      .map(([arrow, why]) => `${arrow} (${why})`);
    const extra = [...arrows].filter((arrow) => !seen.has(arrow));
    assert.deepEqual(
      { missing, extra },
      { missing: [], extra: [] },
      `${DOC}'s picture differs from the imports: missing, the arrows src/ has and the picture lacks; extra, the arrows no import of src/ makes`,
    );
  });

  it('reads rooms, names and several arrows a line', () => {
    const picture = pictureOf(
      '```mermaid\nflowchart TD\n  %% a note\n  kit["pages/kit"]\n  pages["pages/*"]\n  pages --> kit & engine\n  kit --> engine\n```\n',
    );
    assert.deepEqual([...picture.rooms].sort(), ['engine', 'pages/*', 'pages/kit']);
    assert.deepEqual([...picture.arrows].sort(), [
      'pages/* --> engine',
      'pages/* --> pages/kit',
      'pages/kit --> engine',
    ]);
  });
});
