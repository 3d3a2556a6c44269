#!/usr/bin/env node
// The command line's entry point (`npx findings-gate`, the package's bin: dist/cli/index.js, built from
// this file). It checks the Node.js version first: the HTTP client needs Node 22.19 or later.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

if (major < 22 || (major === 22 && minor < 19)) {
  process.stderr.write(`findings-gate needs Node.js 22.19 or later, and this is ${process.version}: use Node 22 or 24.\n`);
  process.exitCode = 2;
} else {
  try {
    (await import('./heap.ts')).keepHeapSmall();
    const { cli } = await import('./cli/run.ts');
    await cli(process.argv.slice(2), process.env);
  } catch (error) {
    // cli() handles every failure it can name; this is the last line of defence: one line, no stack trace.
    const message = error instanceof Error ? error.message : String(error);
    // URLs cut before control characters become spaces (a tab inside a URL would show the rest of a password).
    const cut = await import('./api/url-text.ts').then(
      ({ publicUrls }) => publicUrls(message),
      () => message,
    );
    const text = cut.replace(/[\u0000-\u001f\u007f]/g, ' ');
    process.stderr.write(`findings-gate failed unexpectedly: ${text}\n`);
    process.exitCode = 2;
  }
}
