// The user settings a run starts with: a quiet workbench with nothing open
// that the tests did not open themselves.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Settings = Readonly<Record<string, unknown>>;

export const quietWorkbench: Settings = {
  'workbench.startupEditor': 'none',
  // The extension opens its walkthrough on a first start (src/extension/walkthrough.ts); the walkthrough's
  // own test turns this on.
  'eightPuzzle.walkthrough.openOnFirstStart': false,
  'chat.disableAIFeatures': true,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  // These machines have no internet. Telemetry's failed lookups surface in the
  // extension host as unhandled errors, which mocha there pins on whichever
  // test is running.
  'telemetry.telemetryLevel': 'off',
};

/** Writes User/settings.json; a kept (persistent) one is left as the user changed it. */
export function writeUserSettings(userDataDir: string, extra: Settings, keepExisting: boolean): void {
  const file = join(userDataDir, 'User', 'settings.json');
  if (keepExisting && existsSync(file)) return;
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...quietWorkbench, ...extra }, null, 2)}\n`);
}
