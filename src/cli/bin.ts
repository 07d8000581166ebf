import { nodeIo } from './io';
import { main } from './main';

process.exitCode = main(process.argv.slice(2), nodeIo);

// `eight-puzzle gen --all | head` closes the pipe early; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
