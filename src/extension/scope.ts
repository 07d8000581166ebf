import * as vscode from 'vscode';
import { readScopeSettings } from './config';

/**
 * The URI schemes of documents the user really edits, the only ones the
 * editor features (hovers, verdicts, Problems, quick fixes, CodeLens) look at.
 * Everything else is a copy or a view of something: `git:` and `gitlens:`
 * (the old side of a diff), `vscode-scm` (the commit box), `output`,
 * `comment`, `vscode-notebook-cell-output`, chat code blocks… Judging those
 * showed every problem twice, once for the file and once for its copy.
 *
 * `vscode-userdata` (settings.json, keybindings, snippets) is left out on
 * purpose: the setting `eightPuzzle.goal` is a board, and a lens or a verdict
 * inside the user's settings would be noise, not help.
 */
export const DOCUMENT_SCHEMES: readonly string[] = [
  // Files on disk, and new documents not saved yet.
  'file',
  'untitled',
  // Remote windows (SSH, WSL, containers, code-server) when the extension runs beside the UI.
  'vscode-remote',
  // Virtual workspaces: Remote Repositories and github.dev (`vscode-vfs`), its older `github` scheme, Live Share guests.
  'vscode-vfs',
  'github',
  'vsls',
  // Cells of a notebook, one document each: a search-algorithms course keeps its boards there.
  'vscode-notebook-cell',
  // In-memory file systems: VS Code's web playground and sample (`memfs`, also what the in-host tests use) and @vscode/test-web.
  'memfs',
  'vscode-test-web',
];

/** The documents the providers are registered for, built from {@link DOCUMENT_SCHEMES}. */
export const DOCUMENTS: vscode.DocumentFilter[] = DOCUMENT_SCHEMES.map((scheme) => ({ scheme }));

/**
 * Whether the editor features look at `document`: a real document (by its
 * scheme), in an enabled language, and not excluded by language or by file
 * pattern. Every provider asks this, and the settings it reads take effect
 * at once.
 */
export function isInScope(document: vscode.TextDocument): boolean {
  if (!DOCUMENT_SCHEMES.includes(document.uri.scheme)) return false;
  const { enabledLanguages, excludedLanguages, excludedFiles } = readScopeSettings(document.uri);
  const language = document.languageId;
  if (!enabledLanguages.includes('*') && !enabledLanguages.includes(language)) return false;
  if (excludedLanguages.includes(language)) return false;
  return !excludedFiles.some((glob) => matchesGlob(document, glob));
}

/**
 * VS Code's own glob matching (the flavour of `files.exclude`), against the
 * file's path in its workspace folder and against its whole path, so that a
 * pattern written for the workspace (`generated/**`) and one for any path
 * (starting with `**`) both mean what they say.
 */
function matchesGlob(document: vscode.TextDocument, glob: string): boolean {
  if (vscode.languages.match({ pattern: glob }, document) > 0) return true;
  const folder = vscode.workspace.getWorkspaceFolder(document.uri);
  return (
    folder !== undefined &&
    vscode.languages.match({ pattern: new vscode.RelativePattern(folder, glob) }, document) > 0
  );
}

/** A CodeLens provider that gives lenses only for documents in scope. */
export function scopedCodeLenses(provider: vscode.CodeLensProvider): vscode.CodeLensProvider {
  return {
    onDidChangeCodeLenses: provider.onDidChangeCodeLenses,
    provideCodeLenses: (document, token) =>
      isInScope(document) ? provider.provideCodeLenses(document, token) : [],
  };
}
