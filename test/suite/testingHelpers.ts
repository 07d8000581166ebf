// Helpers of the Test My Solution in-host tests: the judge's fixture
// programs copied into the workspace as a user's solutions, the command run
// on them, and the Test Explorer's tree as the extension reports it.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { EightPuzzleApi } from '../../src/extension/extension';
import type {
  FileRunSummary,
  ItemSnapshot,
  TestingApi,
  TestSolutionResult,
} from '../../src/extension/testing';
import { setSetting } from './util';

const ID = 'eight-puzzle.eight-puzzle';

/** What the extension returned from activate(), with its Test Explorer part. */
export async function testingApi(): Promise<TestingApi> {
  const extension = vscode.extensions.getExtension<EightPuzzleApi>(ID);
  assert.ok(extension, `${ID} is not installed`);
  const api = await extension.activate();
  assert.ok(api.testing, 'the extension runs no programs here (is this the browser build?)');
  return api.testing;
}

/** The repository's test/fixtures/programs, where the judge's test programs are. */
function fixture(name: string): string {
  const extension = vscode.extensions.getExtension(ID);
  assert.ok(extension);
  return join(extension.extensionPath, 'test', 'fixtures', 'programs', name);
}

let folder: string | undefined;

/**
 * A fixture program copied into the workspace, as a user's solution: with a
 * first line naming its problem when `problem` is given (in the language's
 * comment form), as users write one; `name` keeps Java's class name.
 */
export function solution(name: string, problem?: string, as?: string): vscode.Uri {
  folder ??= join(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '/tmp', `solutions-${process.pid}`);
  const target = join(folder, as ?? name);
  mkdirSync(folder, { recursive: true });
  if (problem === undefined) copyFileSync(fixture(name), target);
  else
    writeFileSync(
      target,
      `${name.endsWith('.py') ? '#' : '//'} ${problem}\n${readFileSync(fixture(name), 'utf8')}`,
    );
  return vscode.Uri.file(target);
}

/** A program of our own, written into the workspace. */
export function program(name: string, text: string): vscode.Uri {
  folder ??= join(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '/tmp', `solutions-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const target = join(folder, name);
  writeFileSync(target, text);
  return vscode.Uri.file(target);
}

/** Runs "Test My Solution" on `uri`, and returns what it ran; fails on a refusal. */
export async function testSolution(uri: vscode.Uri): Promise<FileRunSummary> {
  const result = await vscode.commands.executeCommand<TestSolutionResult | undefined>(
    'eightPuzzle.testSolution',
    uri,
  );
  assert.ok(result, 'the command returned nothing');
  assert.ok(!('refused' in result), `refused: ${'refused' in result ? result.refused : ''}`);
  return result;
}

/** The file's item, as the Test Explorer shows it after the run. */
export async function fileTree(uri: vscode.Uri): Promise<ItemSnapshot> {
  const [file] = (await testingApi()).snapshot(uri);
  assert.ok(file, `no test item for ${uri.fsPath}`);
  return file;
}

export function group(file: ItemSnapshot, key: string): ItemSnapshot {
  const found = file.children.find((child) => child.id === key);
  assert.ok(found, `no set ${key} under ${file.label}: ${file.children.map((child) => child.id).join(', ')}`);
  return found;
}

/** How many of `items` ended in each state: `{ passed: 40, failed: 1 }`. */
export function states(items: readonly ItemSnapshot[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const state = item.result?.state ?? 'none';
    counts[state] = (counts[state] ?? 0) + 1;
  }
  return counts;
}

export async function useSettings(settings: Readonly<Record<string, unknown>>): Promise<void> {
  for (const [key, value] of Object.entries(settings)) await setSetting(key, value);
}
