import { existsSync, readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

const NICE = '/usr/bin/nice';
const SETPRIV = '/usr/bin/setpriv';

/** How to start Chromium: the program Puppeteer runs and the arguments that come before Chromium's own. */
export interface ChromiumCommand {
  program: string;
  /** Arguments before Chromium's (the real executable among them), empty when Chromium is started directly. */
  leading: string[];
}

/**
 * Chromium at a lower priority than the processes that answer customers. Where rendering shares
 * a machine with them (`make start`, `make stack`, one Compose host), a burst of renders would
 * otherwise take every core at the moment shoppers check out. On Kubernetes a rendering worker
 * has its pod to itself, and the niceness changes nothing there.
 *
 * Chromium runs under `nice -n N`. Started as root it would raise its own browser and GPU threads
 * back to nice −8 (root may); `setpriv` drops that one right (CAP_SYS_NICE) before it starts.
 * `nice` 0 (or a system without `nice`) starts Chromium directly, as before.
 */
export function chromiumCommand(executablePath: string, nice: number, asRoot = process.getuid?.() === 0): ChromiumCommand {
  // Absolute paths: Puppeteer checks that the program it is given exists before it starts it.
  if (nice <= 0 || !existsSync(NICE)) return { program: executablePath, leading: [] };
  const niced = ['-n', String(nice), executablePath];
  if (!asRoot || !existsSync(SETPRIV)) return { program: NICE, leading: niced };
  return { program: SETPRIV, leading: ['--bounding-set=-sys_nice', NICE, ...niced] };
}

/**
 * The calling process's own niceness, for a process that only renders (a rendering worker): its
 * Node side (print stamps, asset writes) is batch work as well. A process that also answers
 * requests (the all-in-one) keeps its priority; only its Chromium is lowered.
 */
export function lowerOwnPriority(nice: number): void {
  if (nice <= 0) return;
  // Linux keeps a niceness per thread: every thread there now (libuv's pool, V8's helpers) and
  // the calling one (0), from which threads made later inherit it. One already lower stays so.
  for (const tid of [0, ...threadIds()]) {
    try {
      if (getPriority(tid) < nice) setPriority(tid, nice);
    } catch {
      /* the thread ended meanwhile */
    }
  }
}

function threadIds(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return [];
  }
}
