// Renders Mermaid blocks the way GitHub does, with the `mermaid` package in headless Chromium (Debian's
// `chromium`), and tells for each whether it became an SVG or which parse error it met.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MERMAID = resolve(dirname(fileURLToPath(import.meta.url)), '../../node_modules/mermaid/dist/mermaid.min.js');

/** What one block rendered to. */
export interface MermaidResult {
  ok: boolean;
  /** The SVG's length, when it rendered. */
  size?: number;
  error?: string;
}

/** The ```mermaid blocks of a Markdown text, without their fences. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
}

/** Whether Chromium is here to render with. */
export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

/** Renders each block with mermaid.render in a page of headless Chromium. */
export async function renderMermaid(blocks: readonly string[]): Promise<MermaidResult[]> {
  const dir = await mkdtemp(join(tmpdir(), 'findings-gate-mermaid-'));
  try {
    const page = join(dir, 'page.html');
    await writeFile(
      page,
      `<!doctype html><html><head><meta charset="utf-8"><script src="${pathToFileURL(MERMAID).href}"></script></head><body><script>
const blocks = ${JSON.stringify(blocks).replaceAll('<', '\\u003c')};
(async () => {
  mermaid.initialize({ startOnLoad: false });
  const results = [];
  for (const [i, code] of blocks.entries()) {
    try {
      const { svg } = await mermaid.render('chart' + i, code);
      results.push({ ok: svg.includes('<svg') && !svg.includes('Syntax error'), size: svg.length });
    } catch (e) {
      results.push({ ok: false, error: String((e && e.message) || e).slice(0, 500) });
    }
  }
  const out = document.createElement('pre');
  out.id = 'results';
  out.textContent = JSON.stringify(results);
  document.body.appendChild(out);
})();
</script></body></html>`,
    );
    const dom = await new Promise<string>((done, failed) =>
      execFile(
        CHROMIUM,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-dev-shm-usage',
          '--allow-file-access-from-files',
          `--user-data-dir=${join(dir, 'profile')}`,
          '--virtual-time-budget=20000',
          '--dump-dom',
          pathToFileURL(page).href,
        ],
        { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout) => (error ? failed(error) : done(stdout)),
      ),
    );
    const found = /<pre id="results">([\s\S]*?)<\/pre>/.exec(dom);
    if (found === null) throw new Error('Chromium rendered no results: the page script did not finish');
    const text = (found[1] ?? '').replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    return JSON.parse(text) as MermaidResult[];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
