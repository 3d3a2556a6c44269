// The run's last resort: an exit that nothing pending can hold. process.exit() waits for libuv's worker
// threads, and one blocked in the operating system (open() of a FIFO with no reader, a hung network file
// system) holds it forever, past the run's deadline (attack5 F3). A small process started first ends this
// one with SIGKILL if it is still there `graceMs` later: the run then ends with a failure status, never hangs.
// One armed as the run starts (armBackstop) does the same for a main thread held past the deadline.
// The killer leaves as soon as this process is gone.
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/** How long an exit may take before the process is killed. */
export const EXIT_GRACE_MS = 2000;

/**
 * `ms` as a timer may wait it: at most 2147483647 ms (setTimeout's limit). Past it Node waits 1 ms instead, so a
 * tuning knob at its largest plus anything (the watchdog's deadline and grace, a publication's timeout and its
 * second) ended a run at once, killed, its verdict and files lost (attack40 T1).
 */
export function timerMs(ms: number): number {
  return Math.min(Math.max(0, ms), 2_147_483_647);
}

/** Ends the process with `code` (process.exitCode when absent); killed after `graceMs` if the exit is held. */
export function hardExit(code?: number, graceMs: number = EXIT_GRACE_MS): never {
  try {
    startKiller(graceMs);
  } catch {
    // No process could be started: the plain exit is what is left.
  }
  // process.exit(undefined) ends with 0 whatever process.exitCode says (Node 20 and 24): a decided FAIL the
  // watchdog ends would pass the job (attack10 K1). Without a code, the exit is process.exitCode's.
  return code === undefined ? process.exit() : process.exit(code);
}

/**
 * A killer armed as the run starts, for where no timer of this process can run: synchronous work that holds
 * the main thread past the run's deadline (attack19 H1, C1). Unless this process is gone first, it says so on
 * stderr and ends it with SIGKILL `ms` later: the job then fails, never outlives its deadline.
 */
export function armBackstop(ms: number, why: string): void {
  try {
    const killer = startKiller(ms, why);
    // A killer that cannot start (ENOENT, EACCES, EAGAIN) says so by an event, not a throw: the watchdog's
    // timer is what is left, and the run goes on (attack20 B1: the unheard event crashed it).
    killer.on('error', () => undefined);
    // Neither the killer nor its pipe keeps this process alive: the process ends when its own work does.
    killer.unref();
    (killer.stdin as Socket | null)?.unref();
  } catch {
    // No process could be started: the watchdog's timer is what is left.
  }
}

function startKiller(ms: number, why?: string) {
  // The killer reads a pipe from this process: the pipe ends when this process is gone (its exit went
  // through), and the killer leaves then, so it never signals a process id the system has given again.
  // Neither an error of the spawn (emitted later) nor the child's handle can hold what follows.
  const say = why === undefined ? '' : `process.stderr.write(${JSON.stringify(`findings-gate: ${why}\n`)}); `;
  const killer = `process.stdin.on('end', () => process.exit()).on('error', () => process.exit()).resume(); setTimeout(() => { try { ${say}process.kill(${process.pid}, 'SIGKILL'); } catch {} }, ${timerMs(ms)});`;
  return spawn(process.execPath, ['-e', killer], {
    detached: true,
    stdio: ['pipe', 'ignore', why === undefined ? 'ignore' : 'inherit'],
    env: {},
  });
}
