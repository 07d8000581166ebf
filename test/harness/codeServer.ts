// Starts code-server (a real VS Code in the browser) in its own process group,
// with its own extensions and user data, and stops it without leaving
// processes or temp dirs behind.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { registerCleanup } from './cleanup';
import { linkExtensions } from './extensionsDir';
import { freePort, waitForHttp } from './net';
import { poll } from './poll';
import { findCodeServer } from './prerequisites';
import { Settings, writeUserSettings } from './userData';

export interface CodeServerOptions {
  /** Extension folders (each with a package.json) to install by symlink. */
  readonly extensions?: readonly string[];
  /** Merged over the quiet defaults in User/settings.json. */
  readonly settings?: Settings;
  /** Added to code-server's environment, which its extension host inherits. */
  readonly env?: Readonly<Record<string, string>>;
  /** A user data dir to keep between runs; by default a fresh temp one, removed on stop. */
  readonly userDataDir?: string;
  /** By default a free one. */
  readonly port?: number;
  /** The folder that a bare `/` opens. */
  readonly folder?: string;
  /** Where to copy code-server's output (created with its folder). */
  readonly logFile?: string;
  /** Also print code-server's output here as it comes. */
  readonly echo?: boolean;
  /**
   * Keep workspace trust on, so folders open in Restricted Mode; off by default, as a test folder is trusted.
   */
  readonly workspaceTrust?: boolean;
}

export interface CodeServer {
  readonly port: number;
  /** http://127.0.0.1:PORT, without a trailing slash. */
  readonly url: string;
  /**
   * Its user data dir: settings, and the extensions' global storage (User/globalStorage/<publisher.name>),
   * web extensions' too.
   */
  readonly userDataDir: string;
  /** The workbench on `folder`, optionally with `file` (absolute, inside it) open in an editor. */
  workbenchUrl(folder: string, file?: string): string;
  /** The last lines code-server printed, for error messages. */
  outputTail(): string;
  /** Settles when code-server itself ends, with how (`exit code 1`, `signal SIGTERM`). */
  readonly exited: Promise<string>;
  stop(): Promise<void>;
}

const TAIL_LINES = 200;
const START_TIMEOUT_MS = 60_000;

export async function startCodeServer(options: CodeServerOptions = {}): Promise<CodeServer> {
  const install = findCodeServer();
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;

  const tempDir = mkdtempSync(join(tmpdir(), 'eight-puzzle-code-server-'));
  const extensionsDir = join(tempDir, 'extensions');
  const userDataDir = options.userDataDir ?? join(tempDir, 'user-data');
  const configFile = join(tempDir, 'config.yaml');
  try {
    mkdirSync(extensionsDir);
    mkdirSync(userDataDir, { recursive: true });
    linkExtensions(extensionsDir, options.extensions ?? []);
    writeUserSettings(userDataDir, options.settings ?? {}, options.userDataDir !== undefined);
    // Its own config file, so nothing is written to (or read from) ~/.config/code-server.
    writeFileSync(configFile, `bind-addr: ${host}\nauth: none\ncert: false\n`);
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }

  const args = [
    install.entry,
    '--auth',
    'none',
    '--bind-addr',
    host,
    '--disable-telemetry',
    '--disable-update-check',
    ...(options.workspaceTrust === true ? [] : ['--disable-workspace-trust']),
    '--extensions-dir',
    extensionsDir,
    '--user-data-dir',
    userDataDir,
    ...(options.folder === undefined ? [] : [options.folder]),
  ];
  const child = spawn(install.node, args, {
    detached: true, // its own process group, so stop() can end the extension host and the rest with it
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv(install.node, configFile, options.env ?? {}),
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${install.node}`);

  const tail: string[] = [];
  if (options.logFile !== undefined) mkdirSync(dirname(options.logFile), { recursive: true });
  const log = options.logFile === undefined ? undefined : createWriteStream(options.logFile);
  const onOutput = (chunk: Buffer): void => {
    log?.write(chunk);
    if (options.echo === true) process.stdout.write(chunk);
    tail.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== ''),
    );
    tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  let exit: string | undefined;
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      exit = signal === null ? `exit code ${code}` : `signal ${signal}`;
      resolve(exit);
    });
  });

  const signalGroup = (signal: NodeJS.Signals): boolean => {
    try {
      process.kill(-pid, signal);
      return true;
    } catch {
      return false; // the group is gone already
    }
  };
  const removeTemp = (): void => rmSync(tempDir, { recursive: true, force: true });
  const unregister = registerCleanup((signal) => {
    signalGroup(signal);
    removeTemp();
  });

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    signalGroup('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    // The extension host and other helpers may outlive the server itself.
    await poll(() => (signalGroup('SIGKILL') ? undefined : true), { timeoutMs: 2_000, intervalMs: 100 });
    log?.end();
    removeTemp();
    unregister();
  };

  const outputTail = (): string => tail.join('\n');
  try {
    await waitForHttp(`${url}/healthz`, START_TIMEOUT_MS, () =>
      exit === undefined
        ? undefined
        : `code-server stopped (${exit}) before it answered on ${url}. Its output:\n${outputTail()}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    port,
    url,
    userDataDir,
    workbenchUrl: (folder, file) => {
      let query = `?folder=${encodePath(folder)}`;
      if (file !== undefined) {
        const payload = JSON.stringify([['openFile', `vscode-remote://${host}${encodePath(file)}`]]);
        query += `&payload=${encodeURIComponent(payload)}`;
      }
      return `${url}/${query}`;
    },
    outputTail,
    exited,
    stop,
  };
}

function serverEnv(
  node: string,
  configFile: string,
  extra: Readonly<Record<string, string>>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // From a VS Code terminal these point at that VS Code, and code-server
    // would hand its arguments over to it instead of starting.
    if (!key.startsWith('VSCODE_')) env[key] = value;
  }
  return {
    ...env,
    PATH: [dirname(node), env.PATH ?? ''].join(delimiter),
    CODE_SERVER_CONFIG: configFile,
    ...extra,
  };
}

/** Percent-encodes a path for a URL, keeping its slashes readable. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
