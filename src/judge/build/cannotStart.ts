import type { Language } from '../spec';

const INSTALL: Readonly<Record<Language, string>> = {
  cpp: 'g++',
  c: 'gcc',
  python: 'python3',
  java: 'default-jdk-headless',
  javascript: 'nodejs',
};

/** Why a program or compiler did not start, in words. */
export function cannotStart(command: string, error: NodeJS.ErrnoException, language?: Language): string {
  // The sandbox's own refusal says what to do in its words.
  if (error.syscall === 'sandbox') return `${command}: ${error.message}`;
  switch (error.code) {
    case 'ENOENT':
      return `${command}: not found${language ? ` (on Debian or Ubuntu: apt-get install ${INSTALL[language]})` : ''}`;
    case 'EACCES':
    case 'EPERM':
      return `${command}: permission denied (is it executable?)`;
    case 'ENOTDIR':
      return `${command}: cannot be run (ENOTDIR)`;
    default:
      return `${command}: cannot be started (${error.code ?? error.message})`;
  }
}
