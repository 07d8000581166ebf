// Where the kernel shows its own state as files. lint never reads there: it
// is no one's text, a walk of /proc or /sys is endless in practice (every
// process, its links back to /), and some of it waits forever when read
// (/proc/kmsg, a terminal under /dev).

/** The folders the kernel's files are mounted at. */
const KERNEL_FOLDERS = ['/proc', '/sys', '/dev'];

/** statfs's `f_type` of the kernel's file systems on Linux, so they are told wherever they are mounted (a chroot's own /proc). */
const KERNEL_FILE_SYSTEMS = new Map<number, string>([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x1cd1, 'devpts'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0xcafe4a11, 'bpf'],
  [0x6165676c, 'pstore'],
  [0x62656570, 'configfs'],
  [0xde5e81e4, 'efivarfs'],
  [0x42494e4d, 'binfmt_misc'],
]);

/** The kernel's folder that holds the real path `real` (`/proc` for `/proc/1/root`), or undefined. */
export function kernelFolderOf(real: string): string | undefined {
  return KERNEL_FOLDERS.find((folder) => real === folder || real.startsWith(`${folder}/`));
}

/** The name of the kernel's file system of type `type` (statfs's `f_type` on Linux), or undefined for any other. */
export function kernelFileSystemNamed(type: number): string | undefined {
  return KERNEL_FILE_SYSTEMS.get(type);
}
