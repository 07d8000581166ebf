// What package.json declares by hand, tied to what the code declares once: the
// goal settings' schema to the engine's sizes, and each webview panel type's
// activation event, command and serializer to the one list of panel types.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EIGHT_PUZZLE, parseBoard, sameBoard, Size, SIZES } from '../../../src/engine';
import { PANEL_TYPES, PanelType } from '../../../src/extension/webviews/panelTypes';

const ROOT = join(__dirname, '..', '..', '..', '..');

interface StringSetting {
  readonly type: string;
  readonly default: string;
}

interface Manifest {
  readonly activationEvents: readonly string[];
  readonly contributes: {
    readonly commands: readonly { readonly command: string }[];
    readonly configuration:
      | { readonly properties: Readonly<Record<string, unknown>> }
      | readonly { readonly properties: Readonly<Record<string, unknown>> }[];
  };
}

interface GoalsSchema {
  readonly type: string;
  readonly default: unknown;
  readonly properties: Readonly<Record<string, StringSetting>>;
  readonly additionalProperties: unknown;
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
const PANELS: readonly PanelType[] = Object.values(PANEL_TYPES);

function setting(name: string): unknown {
  const sections = [manifest.contributes.configuration].flat();
  const found = sections.filter((section) => Object.hasOwn(section.properties, name));
  assert.equal(found.length, 1, `package.json declares ${name} once`);
  return found[0].properties[name];
}

/** Whether `text` is `size`'s own goal, as the settings read a board. */
function isDefaultGoal(text: string, size: Size): boolean {
  const parsed = parseBoard(text, size);
  return parsed.ok && sameBoard(parsed.board, size.defaultGoal);
}

/** Every `.ts` file under `folder`, relative to the root. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

describe('package.json and the sizes', () => {
  it("gives eightPuzzle.goal the eight puzzle's goal", () => {
    const goal = setting('eightPuzzle.goal') as StringSetting;
    assert.equal(goal.type, 'string');
    assert.ok(isDefaultGoal(goal.default, EIGHT_PUZZLE.size), goal.default);
  });

  it("gives eightPuzzle.goals one property for each other size of the engine's, with its default goal, and no other", () => {
    const goals = setting('eightPuzzle.goals') as GoalsSchema;
    assert.equal(goals.type, 'object');
    assert.deepEqual(goals.default, {});
    assert.equal(goals.additionalProperties, false);
    const others = SIZES.filter((size) => size.key !== EIGHT_PUZZLE.size.key);
    assert.deepEqual(
      Object.keys(goals.properties),
      others.map((size) => size.key),
    );
    for (const size of others) {
      const property = goals.properties[size.key];
      assert.equal(property.type, 'string', size.key);
      assert.ok(isDefaultGoal(property.default, size), `${size.key}: ${property.default}`);
    }
  });
});

describe('package.json and the webview panels', () => {
  it('lists each panel type once, with a title of its own', () => {
    const viewTypes = PANELS.map((panel) => panel.viewType);
    assert.ok(viewTypes.length >= 2, viewTypes.join(', '));
    assert.equal(new Set(viewTypes).size, viewTypes.length, viewTypes.join(', '));
    const titles = PANELS.map((panel) => panel.title({ t: (message: string) => message }));
    assert.ok(
      titles.every((title) => title !== ''),
      titles.join(', '),
    );
    assert.equal(new Set(titles).size, titles.length, titles.join(', '));
  });

  it('activates on exactly the panel types, so a reload restores each panel', () => {
    const panelEvents = manifest.activationEvents.filter((event) => event.startsWith('onWebviewPanel:'));
    assert.deepEqual(
      [...panelEvents].sort(),
      PANELS.map((panel) => `onWebviewPanel:${panel.viewType}`).sort(),
    );
  });

  it('contributes the command that opens each panel', () => {
    const commands = manifest.contributes.commands.map((entry) => entry.command);
    for (const panel of PANELS)
      assert.ok(commands.includes(panel.command), `${panel.viewType}: ${panel.command}`);
  });

  it('registers the serializers from the list alone, and writes no view type outside it', () => {
    const list = 'src/extension/webviews/panelTypes.ts';
    const registration = 'src/extension/webviews/registration.ts';
    const files = sourceFiles(join(ROOT, 'src'));
    const text = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
    assert.deepEqual(
      files.filter((file) => text(file).includes('registerWebviewPanelSerializer(')),
      [registration],
    );
    assert.match(text(registration), /Object\.keys\(PANEL_TYPES\)/);
    for (const panel of PANELS) {
      const writers = files.filter((file) => text(file).includes(`'${panel.viewType}'`));
      assert.deepEqual(writers, [list], panel.viewType);
    }
  });
});
