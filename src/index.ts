// The action's entry point (the runner executes dist/index.js, built from this file). It checks the
// Node.js version first: the gate's HTTP client needs Node 24, and an older Node would otherwise fail
// deep inside a dependency with an error that names nothing a user can fix.
const major = Number(process.versions.node.split('.')[0]);

if (major < 24) {
  process.stdout.write(
    `::error::findings-gate needs Node.js 24 or later, and this is ${process.version}: the action declares runs.using node24; to run dist/index.js yourself, use Node 24 (npm scripts of this repository get it from the node devDependency).\n`,
  );
  process.exitCode = 1;
} else {
  try {
    (await import('./heap.ts')).keepHeapSmall();
    const [{ run }, { githubHost }] = await Promise.all([import('./main.ts'), import('./host/github.ts')]);
    await run(githubHost(), { files: {}, env: process.env });
  } catch (error) {
    // run() handles every failure it can name; this is the last line of defence: one line, no stack trace.
    const message = error instanceof Error ? error.message : String(error);
    // URLs cut as the CLI's last line cuts them (src/cli.ts), before the breaks are encoded (a break inside a URL is dropped, as a browser drops it).
    const cut = await import('./api/url-text.ts').then(
      ({ publicUrls }) => publicUrls(message),
      () => message,
    );
    const text = cut.replace(/[\r\n%]/g, (c) => encodeURIComponent(c));
    process.stdout.write(`::error::findings-gate failed unexpectedly: ${text}\n`);
    process.exitCode = 1;
  }
}
