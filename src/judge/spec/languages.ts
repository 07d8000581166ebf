// The languages are the problems' registry's (a problem says how its judge compiles each): re-exported for
// the runner.
export { JUDGE_LANGUAGES, type Language } from '../../problems/languages';
