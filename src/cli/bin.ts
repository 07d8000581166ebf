import { main } from './main';
import { nodeIo } from './nodeIo';

process.exitCode = main(process.argv.slice(2), nodeIo());
