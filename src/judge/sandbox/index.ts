// The judge's sandbox: how a run is held (a cgroup per run, or /proc, or a
// process group), limited, measured and cleared, and its folder.
export type { ContainmentChoice, ContainmentKind, MeasuredBy } from './containment';
export { CONTAINMENT_VARIABLE } from './containment';
export type { Isolation } from './namespaces';
export { ISOLATION_VARIABLE } from './namespaces';
export type { CgroupRole } from './cgroupLayout';
export { useCgroupRoles } from './cgroupLayout';
export {
  COMPILE_MEMORY_LIMIT_KIB,
  DEFAULT_FILE_SIZE_LIMIT_BYTES,
  DEFAULT_PROCESS_LIMIT,
  defaultWallLimitMs,
} from './limits';
export { RUN_MARKER, RUN_PREFIX } from './names';
export type { SandboxReport } from './report';
export { sandboxReport, withoutNamespaces } from './report';
export type { RunFolder } from './runFolder';
export { makeRunFolder } from './runFolder';
export type { SweepSummary } from './sweep';
export { clearRuns, sweepStaleRuns } from './sweep';
