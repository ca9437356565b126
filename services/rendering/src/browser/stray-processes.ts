import { readdir, readFile } from 'node:fs/promises';

/**
 * Kills every process whose command line contains `marker` (a browser's unique
 * `--user-data-dir`), so no Chromium child outlives its browser even when it left the
 * process group. A no-op where `/proc` does not exist.
 * @returns how many processes were signalled
 */
export async function killProcessesMatching(marker: string): Promise<number> {
  const pids = await processesMatching(marker);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
  return pids.length;
}

/** Pids of live processes whose command line contains `marker`. */
export async function processesMatching(marker: string): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const out: number[] = [];
  await Promise.all(
    entries
      .filter((e) => /^\d+$/.test(e))
      .map(async (e) => {
        const cmd = await readFile(`/proc/${e}/cmdline`, 'utf8').catch(() => '');
        if (cmd.includes(marker) && Number(e) !== process.pid) {
          const stat = await readFile(`/proc/${e}/stat`, 'utf8').catch(() => '');
          // A zombie is already dead; it only waits for its parent to reap it.
          if (!/\) Z /.test(stat)) out.push(Number(e));
        }
      }),
  );
  return out;
}
