// `npm run summary-png`: regenerates docs/summary.png, a picture of the job summary as GitHub renders it,
// from the Markdown that `npm run demo` saved in demo-output/summary.md (and docs/posture.png from its
// nightly's Posture section).
//
// Steps: Markdown -> HTML with the pinned `marked` CLI (fetched by npx at run time, not a dependency);
// the HTML wrapped in a page styled like GitHub's light theme; the page cut after the last section that
// ends within MAX_HEIGHT (a picture a README shows at its size: the verdict and the first sections); a
// screenshot by headless Chromium; the white rows below the content trimmed off (PNG decoded and
// re-encoded with node:zlib).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, deflateSync, inflateSync } from 'node:zlib';

const MARKED = 'marked@18.2.1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTH = 960; // CSS pixels; the content column is WIDTH - 2 * PADDING wide
const PADDING = 24; // CSS pixels of white kept around the content, also below it after trimming
const SCALE = 2; // device pixels per CSS pixel: sharp text on high-DPI screens

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/summary-png.ts [SOURCE.md TARGET.png [MAX_HEIGHT]]`: the demo's summary and docs/summary.png by default.
const [sourceArg, targetArg, heightArg] = process.argv.slice(2);
/** CSS pixels of content at most: the page is cut at a section's end above it (a README shows the picture whole). */
const MAX_HEIGHT = Number(heightArg ?? 1200);
const source = resolve(root, sourceArg ?? join('demo-output', 'summary.md'));
const htmlOut = `${source.replace(/\.md$/, '')}.html`;
const target = resolve(root, targetArg ?? join('docs', 'summary.png'));
/** Mermaid, to draw the summary's charts as GitHub draws them. */
const MERMAID = join(root, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js');

/** An expected failure: reported as one line, without a stack trace. */
class Failure extends Error {}

function fail(message: string): never {
  throw new Failure(message);
}

function run(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { input, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) fail(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}\n${result.stderr}`);
  return result.stdout;
}

// GitHub's light theme (primer colours), compact: only what a job summary uses.
const css = `
*{box-sizing:border-box}
html,body{margin:0;background:#fff}
body{width:${WIDTH}px;padding:${PADDING}px;color:#1f2328;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji";word-wrap:break-word}
body>:first-child{margin-top:0!important}
body>:last-child{margin-bottom:0!important}
h1,h2,h3,h4{margin:24px 0 16px;font-weight:600;line-height:1.25}
h1{font-size:2em;padding-bottom:.3em;border-bottom:1px solid #d1d9e0b3}
h2{font-size:1.5em;padding-bottom:.3em;border-bottom:1px solid #d1d9e0b3}
h3{font-size:1.25em}
h4{font-size:1em}
p,ul,ol,table,blockquote,pre,details{margin:0 0 16px}
b,strong,th{font-weight:600}
a{color:#0969da;text-decoration:none}
ul,ol{padding-left:2em}
ul ul,ol ol,ul ol,ol ul{margin:0}
li+li,li>ul,li>ol{margin-top:.25em}
hr{height:.25em;margin:24px 0;padding:0;border:0;background:#d1d9e0}
code,pre{font-family:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"Liberation Mono",monospace;font-size:85%}
code{padding:.2em .4em;border-radius:6px;background:#818b981f;white-space:break-spaces}
pre{padding:16px;border-radius:6px;background:#f6f8fa;overflow:auto}
pre code{padding:0;background:none;font-size:100%}
blockquote{padding:0 1em;color:#59636e;border-left:.25em solid #d1d9e0}
table{display:block;width:max-content;max-width:100%;overflow:auto;border-spacing:0;border-collapse:collapse}
th,td{padding:6px 13px;border:1px solid #d1d9e0}
tr{background:#fff;border-top:1px solid #d1d9e0b3}
tr:nth-child(2n){background:#f6f8fa}
summary{cursor:pointer}
`;

const started = performance.now();

try {
  await main();
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  console.error(`summary-png: ${error.message}`);
  process.exitCode = 1;
}

async function main(): Promise<void> {
  // 1. The Markdown the demo saved.
  if (!existsSync(source))
    fail(`${relative(root, source)} not found: run \`npm run demo\` first (after \`npm run bundle\` if src/ changed).`);
  const markdown = await readFile(source, 'utf8');
  const work = await mkdtemp(join(tmpdir(), 'summary-png-'));
  try {
    await render(markdown, work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function render(markdown: string, work: string): Promise<void> {
  // 2. GitHub-flavoured Markdown to HTML. An empty config file (-c) keeps a ~/.marked.json from changing the output.
  const config = join(work, 'marked.json');
  await writeFile(config, '{}\n');
  const body = run('npx', ['--yes', MARKED, '-c', config, '--gfm', '--no-breaks'], markdown);
  if (!body.trim()) fail('marked produced no HTML');

  // 3. The page, kept next to the Markdown for inspection.
  // Mermaid blocks (```mermaid) become charts, as GitHub renders them; the screenshot waits for them (virtual time).
  const charts = `<script src="${pathToFileURL(MERMAID).href}"></script><script>
for (const code of document.querySelectorAll('pre > code.language-mermaid')) {
  const chart = document.createElement('div');
  chart.className = 'mermaid';
  chart.textContent = code.textContent;
  code.parentElement.replaceWith(chart);
}
mermaid.initialize({ startOnLoad: false });
// Once the charts are drawn, the page is cut after the last section that ends within MAX_HEIGHT.
mermaid.run().then(() => {
  const blocks = [...document.body.children].filter((node) => node.tagName !== 'SCRIPT');
  const over = blocks.findIndex((node) => node.offsetTop + node.offsetHeight > ${MAX_HEIGHT} + ${PADDING});
  if (over < 0) return;
  // A table that overflows keeps the rows that fit, when they are a few: the picture ends on a row.
  const table = blocks[over];
  if (table.tagName === 'TABLE') {
    const rows = [...table.querySelectorAll('tbody tr')];
    const fit = rows.filter((row) => table.offsetTop + row.offsetTop + row.offsetHeight <= ${MAX_HEIGHT} + ${PADDING});
    if (fit.length >= 3) {
      for (const row of rows.slice(fit.length)) row.remove();
      for (const node of blocks.slice(over + 1)) node.remove();
      return;
    }
  }
  let cut = over;
  while (cut > 0 && !/^(H[2-4]|HR)$/.test(blocks[cut].tagName)) cut--;
  // A first section taller than the picture is cut where it overflows, rather than the picture left empty.
  if (cut <= 1) cut = over;
  for (const node of blocks.slice(cut)) node.remove();
});
</script>`;
  const page = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>job summary</title><style>${css}</style></head>\n<body>\n${body}${charts}</body></html>\n`;
  await writeFile(htmlOut, page);

  // 4. Screenshot in a tall window; grow the window until the content ends above its bottom edge.
  if (!existsSync(CHROMIUM)) fail(`${CHROMIUM} not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  // Without a font that has the summary's emoji (📈, ❌, ⛔, 🆕), Chromium draws empty boxes and exits 0.
  if (!run('fc-list', [':charset=1f4c8', 'family']).trim()) {
    fail('no installed font has the emoji of the summary: install one (apt-get install fonts-noto-color-emoji).');
  }
  const shot = join(work, 'shot.png');
  // The page is cut at MAX_HEIGHT; a first section taller than that may take more.
  let height = MAX_HEIGHT + 2 * PADDING + 400;
  let png: Png | undefined;
  for (let attempt = 0; attempt < 4 && !png; attempt++, height *= 2) {
    const profile = await mkdtemp(join(work, 'profile-'));
    await rm(shot, { force: true });
    run(CHROMIUM, [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--hide-scrollbars',
      `--user-data-dir=${profile}`,
      '--allow-file-access-from-files',
      '--virtual-time-budget=15000',
      `--screenshot=${shot}`,
      `--window-size=${WIDTH},${height}`,
      `--force-device-scale-factor=${SCALE}`,
      pathToFileURL(htmlOut).href,
    ]);
    // Chromium exits with 0 even when it wrote no screenshot (e.g. with JavaScript disabled), so check the file.
    if (!existsSync(shot)) fail(`${CHROMIUM} wrote no screenshot`);
    const full = decodePng(await readFile(shot));
    const last = lastInkRow(full);
    if (last < 0) fail('the screenshot is blank');
    const keep = last + 1 + PADDING * SCALE;
    if (keep < full.height) png = { ...full, height: keep };
  }
  if (!png) fail(`the content is taller than ${height / 2} CSS px`);

  // 5. The trimmed picture.
  const out = encodePng(png);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${relative(root, target)}: ${png.width}x${png.height} px, ${(out.length / 1024).toFixed(0)} KB (${seconds} s)`);
}

// ── PNG, just enough for Chromium's output: 8-bit RGB or RGBA, not interlaced ──

interface Png {
  width: number;
  height: number;
  channels: number;
  ihdr: Buffer;
  /** The filtered scanlines as stored (a filter byte, then the row); row n depends only on rows <= n. */
  filtered: Buffer;
  /** The unfiltered pixels. */
  pixels: Buffer;
}

function decodePng(file: Buffer): Png {
  if (file.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') fail('the screenshot is not a PNG');
  let ihdr: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') ihdr = Buffer.from(data);
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (!ihdr) fail('the screenshot has no IHDR');
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const [depth, colour, , , interlace] = ihdr.subarray(8);
  const channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
  if (depth !== 8 || channels === 0 || interlace !== 0)
    fail(`unexpected PNG format (depth ${depth}, colour ${colour}, interlace ${interlace})`);
  const filtered = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)];
    const row = filtered.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (pixels[out + x - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[out - stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (pixels[out - stride + x - channels] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[out + x] = ((row[x] ?? 0) + predictor) & 0xff;
    }
  }
  return { width, height, channels, ihdr, filtered, pixels };
}

/** The last row with a pixel that is not the white background, or -1. */
function lastInkRow(png: Png): number {
  const stride = png.width * png.channels;
  for (let y = png.height - 1; y >= 0; y--) {
    for (let x = y * stride; x < (y + 1) * stride; x++) if (png.pixels[x] !== 0xff) return y;
  }
  return -1;
}

/** The first png.height rows, re-using the stored filtered scanlines (valid as-is: filters only look up and left). */
function encodePng(png: Png): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.from(png.ihdr);
  ihdr.writeUInt32BE(png.height, 4);
  const rows = png.filtered.subarray(0, png.height * (png.width * png.channels + 1));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
