// `npm start` on a machine without a desktop VS Code: the extension in
// code-server on samples/, until Ctrl-C. User data (settings, open editors)
// is kept in .cache/ between runs; the extensions dir is made anew each time,
// because VS Code only picks up a new extension folder in a new one.
import { join } from 'node:path';
import { startCodeServer } from '../test/harness/codeServer';
import { preferredPort } from '../test/harness/net';
import { MissingPrerequisiteError } from '../test/harness/prerequisites';
import { paths } from '../test/harness/repo';

const DEFAULT_PORT = 8080;

async function main(): Promise<void> {
  const cache = join(paths.repoRoot, '.cache');
  const logFile = join(cache, 'code-server.log');
  const port = process.env.PORT === undefined ? await preferredPort(DEFAULT_PORT) : Number(process.env.PORT);
  const server = await startCodeServer({
    extensions: [paths.repoRoot],
    userDataDir: join(cache, 'code-server-user-data'),
    // samples/ sits inside this repository; Git's offer to open the parent repo is noise here.
    // The walkthrough opens on the first start, as it does for a user who installs the extension (the tests'
    // quiet workbench keeps it shut).
    settings: {
      'git.openRepositoryInParentFolders': 'never',
      'eightPuzzle.walkthrough.openOnFirstStart': true,
    },
    folder: paths.samples,
    port,
    logFile,
  });
  const url = server.workbenchUrl(paths.samples);
  console.log(
    [
      '',
      '  Eight Puzzle is running in VS Code (code-server). Open this in a browser:',
      '',
      `      ${url}`,
      '',
      `  It listens on 127.0.0.1 only: from another machine, first run  ssh -L ${port}:127.0.0.1:${port} <this host>`,
      `  Its log: ${logFile}. Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  );
  const how = await server.exited;
  console.error(`code-server stopped (${how}). Its last lines:\n${server.outputTail()}`);
  await server.stop();
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof MissingPrerequisiteError ? `\n${error.message}\n` : error);
  process.exitCode = 1;
});
