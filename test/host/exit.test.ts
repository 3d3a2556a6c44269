// The run's last resort (src/host/exit.ts): an exit that a worker thread blocked in the operating system
// cannot hold (attack5 F3). process.exit() alone waits for it forever (/tmp/attack5/exitfifo.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../support/temporary.ts';

const EXIT = resolve(import.meta.dirname, '../../src/host/exit.ts');

/** Runs `script` (an ES module that may import hardExit) in a Node process; its exit code and signal, or 'held' if it is still there after `killAfterMs`. */
function runScript(script: string, killAfterMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'held'> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done('held');
    }, killAfterMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal });
    });
  });
}

describe('hardExit', () => {
  it('ends with the code given when nothing holds the exit', async () => {
    expect(await runScript(`import { hardExit } from ${JSON.stringify(EXIT)}; hardExit(3, 1000);`, 20_000)).toEqual({
      code: 3,
      signal: null,
    });
  });

  it('without a code, ends with process.exitCode (a decided FAIL the watchdog ends stays failed: attack10 K1)', async () => {
    const run = (exitCode: string) =>
      runScript(`import { hardExit } from ${JSON.stringify(EXIT)}; ${exitCode} hardExit(undefined, 1000);`, 20_000);
    expect(await run('process.exitCode = 1;')).toEqual({ code: 1, signal: null });
    expect(await run('process.exitCode = 2;')).toEqual({ code: 2, signal: null });
    expect(await run('')).toEqual({ code: 0, signal: null });
  });

  it('ends a process whose exit a worker thread blocked on a FIFO holds: killed, never left running', async () => {
    const fifo = join(await temporaryFolder('findings-gate-exit-'), 'fifo');
    execFileSync('mkfifo', [fifo]);
    const block = `import { promises } from 'node:fs'; promises.appendFile(${JSON.stringify(fifo)}, 'x').catch(() => {});`;
    // process.exit() alone is held: the control.
    expect(await runScript(`${block} setTimeout(() => process.exit(3), 100);`, 3000)).toBe('held');
    const ended = await runScript(
      `${block} import { hardExit } from ${JSON.stringify(EXIT)}; setTimeout(() => hardExit(3, 200), 100);`,
      20_000,
    );
    expect(ended).toEqual({ code: null, signal: 'SIGKILL' });
  });

  it('gives a held exit its grace before it kills it (a bound from below only: load makes it later, never earlier)', async () => {
    const folder = await temporaryFolder('findings-gate-exit-');
    const fifo = join(folder, 'fifo');
    const stamp = join(folder, 'called-at');
    execFileSync('mkfifo', [fifo]);
    const script = [
      `import { promises, writeFileSync } from 'node:fs'; import { hardExit } from ${JSON.stringify(EXIT)};`,
      `promises.appendFile(${JSON.stringify(fifo)}, 'x').catch(() => {});`,
      `setTimeout(() => { writeFileSync(${JSON.stringify(stamp)}, String(Date.now())); hardExit(3, 1500); }, 100);`,
    ].join(' ');
    const ended = await runScript(script, 20_000);
    const endedAt = Date.now();
    expect(ended).toEqual({ code: null, signal: 'SIGKILL' });
    expect(endedAt - Number(readFileSync(stamp, 'utf8'))).toBeGreaterThanOrEqual(1500);
  });
});

describe('the killer hardExit starts', () => {
  it('is a process of its own session, with no environment (no token) and no output to the run', async () => {
    const folder = await temporaryFolder('findings-gate-exit-');
    const fifo = join(folder, 'fifo');
    const pidFile = join(folder, 'killer.pid');
    execFileSync('mkfifo', [fifo]);
    const script = [
      "import childProcess from 'node:child_process'; import { promises, writeFileSync } from 'node:fs'; import { syncBuiltinESMExports } from 'node:module';",
      `import { hardExit } from ${JSON.stringify(EXIT)};`,
      'const spawned = childProcess.spawn;',
      `childProcess.spawn = (...args) => { const child = spawned(...args); writeFileSync(${JSON.stringify(pidFile)}, String(child.pid)); return child; };`,
      'syncBuiltinESMExports();',
      `promises.appendFile(${JSON.stringify(fifo)}, 'x').catch(() => {});`,
      'setTimeout(() => hardExit(3, 60_000), 100);',
    ].join(' ');
    // The guarded process is held by the FIFO and its killer waits a minute: both are there while they are looked at.
    const guarded = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: 'ignore',
      env: { ...process.env, FINDINGS_GATE_TOKEN: 'sgp_exit_env' },
    });
    const ended = new Promise((done) => guarded.on('exit', done));
    try {
      let text = '';
      for (let tries = 0; tries < 400 && text === ''; tries++) {
        text = (await readFile(pidFile, 'utf8').catch(() => '')).trim();
        if (text === '') await new Promise((next) => setTimeout(next, 25));
      }
      const killer = Number(text);
      expect(killer).toBeGreaterThan(0);
      expect(readFileSync(`/proc/${killer}/environ`, 'utf8')).toBe('');
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp session ...": a leader of its own group and session.
      const [pgrp, session] = readFileSync(`/proc/${killer}/stat`, 'utf8').split(') ')[1]?.split(' ').slice(2, 4) ?? [];
      expect([Number(pgrp), Number(session)]).toEqual([killer, killer]);
      expect([readlinkSync(`/proc/${killer}/fd/1`), readlinkSync(`/proc/${killer}/fd/2`)]).toEqual(['/dev/null', '/dev/null']);
    } finally {
      guarded.kill('SIGKILL');
      await ended;
    }
  });

  it('leaves as soon as the process it guards has exited, long before its grace ends', async () => {
    const folder = await temporaryFolder('findings-gate-exit-');
    const pidFile = join(folder, 'killer.pid');
    // Spawned children are found as the guarded process's: record the killer's pid through a patched spawn.
    const script = [
      "import childProcess from 'node:child_process'; import { writeFileSync } from 'node:fs'; import { syncBuiltinESMExports } from 'node:module';",
      `import { hardExit } from ${JSON.stringify(EXIT)};`,
      'const spawned = childProcess.spawn;',
      `childProcess.spawn = (...args) => { const child = spawned(...args); writeFileSync(${JSON.stringify(pidFile)}, String(child.pid)); return child; };`,
      'syncBuiltinESMExports();',
      'hardExit(0, 60_000);',
    ].join(' ');
    expect(await runScript(script, 20_000)).toEqual({ code: 0, signal: null });
    const killer = Number(readFileSync(pidFile, 'utf8'));
    expect(killer).toBeGreaterThan(0);
    let alive = true;
    for (let tries = 0; tries < 200 && alive; tries++) {
      try {
        process.kill(killer, 0);
        await new Promise((next) => setTimeout(next, 50));
      } catch {
        alive = false;
      }
    }
    expect(alive).toBe(false);
  });
});

describe('armBackstop', () => {
  /** Runs `script` with stderr kept; its exit, its stderr, and whether `killAfterMs` passed first. */
  function runKept(
    script: string,
    killAfterMs: number,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; held: boolean }> {
    return new Promise((done) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      let held = false;
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const timer = setTimeout(() => {
        held = true;
        child.kill('SIGKILL');
      }, killAfterMs);
      // 'close': the stderr of the killer, which shares the pipe, has ended too.
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        done({ code, signal, stderr, held });
      });
    });
  }

  it('ends a process whose main thread synchronous work holds, saying why on stderr (attack19 H1, C1)', async () => {
    const script = `import { armBackstop } from ${JSON.stringify(EXIT)}; armBackstop(300, 'held past its deadline'); for (;;) {}`;
    const ended = await runKept(script, 20_000);
    expect(ended).toMatchObject({ code: null, signal: 'SIGKILL', held: false });
    expect(ended.stderr).toBe('findings-gate: held past its deadline\n');
  });

  it('lets the run go on where the killer cannot start: the spawn error is no crash (attack20 B1)', async () => {
    const script = `import { armBackstop } from ${JSON.stringify(EXIT)}; process.execPath = '/nonexistent/node'; armBackstop(60_000, 'never said'); setTimeout(() => { process.exitCode = 3; }, 200);`;
    expect(await runKept(script, 20_000)).toEqual({ code: 3, signal: null, stderr: '', held: false });
  });

  it('holds no process that ends by itself, and says nothing then', async () => {
    const script = `import { armBackstop } from ${JSON.stringify(EXIT)}; armBackstop(60_000, 'never said'); setTimeout(() => { process.exitCode = 3; }, 50);`;
    // Held until the test's kill at 20 s if the killer or its pipe kept the event loop alive, or the pipe open.
    expect(await runKept(script, 20_000)).toEqual({ code: 3, signal: null, stderr: '', held: false });
  });
});
