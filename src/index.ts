// The action's entry point (the runner executes dist/index.js, built from this file).
import { run } from './main.ts';

try {
  await run();
} catch (error) {
  // run() handles every failure it can name; this is the last line of defence: one line, no stack trace.
  const text = (error instanceof Error ? error.message : String(error)).replace(/[\r\n%]/g, (c) => encodeURIComponent(c));
  process.stdout.write(`::error::findings-gate failed unexpectedly: ${text}\n`);
  process.exitCode = 1;
}
