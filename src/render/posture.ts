// The Posture section of the nightly summary: the backlog's direction over the trend's period in one
// sentence, a Mermaid chart of the backlog, one of what opened against what was fixed, and the median
// age of open findings by severity, first bucket against last. A missing series is named, and the rest
// shown. Charts are Mermaid `xychart-beta`, which GitHub renders: every label and number made safe
// (escape.ts), at most 31 points. Pure.
import type { ActivityBucket, SeverityBucket } from '../api/types.ts';
import { MOST_SEVERE_FIRST } from '../domain.ts';
import { backlogMove, backlogTotal, medianAgeMove, openedAndFixed } from '../gate/posture.ts';
import type { SeriesReading, TrendData } from '../gate/types.ts';
import { count, plural } from '../numbers.ts';
import { markdownText, mermaidNumber, mermaidText } from './escape.ts';

/** The most points a chart draws (the trend's bucket choice gives 8 to 31). */
const MAX_POINTS = 31;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Bars grey and the line red (critical and high) or green (fixed): GitHub's muted, danger and success colours. */
const palette = (line: string): string => `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#8c959f, ${line}"}}}}%%`;
const RED = '#cf222e';
const GREEN = '#1a7f37';
const SERIES_NAMES = { activity: 'activity (opened and fixed)', backlog: 'backlog', medianOpenAge: 'median open age' } as const;

/** A bucket's label: `Sep 1` for a day or a week, `2026-09` for a month. */
function bucketLabel(start: string, bucket: TrendData['period']['bucket']): string {
  const date = new Date(start);
  if (Number.isNaN(date.getTime())) return '?';
  if (bucket === 'month') return date.toISOString().slice(0, 7);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** `−14%`, `+3%`, `0%`: a change in percent for a sentence. */
function percentWords(percent: number): string {
  const rounded = Math.round(percent);
  return rounded > 0 ? `+${rounded}%` : rounded < 0 ? `−${-rounded}%` : '0%';
}

/** The sentence with the direction: `backlog 1,204 → 1,031 (−14%) in 12 weeks; fixed 412, opened 239; median age of open criticals 9 days (was 21)`. */
export function postureSentence(trend: TrendData): string | undefined {
  const parts: string[] = [];
  const move = backlogMove(trend);
  if (move !== undefined) {
    const change = move.percent === undefined ? '' : ` (${percentWords(move.percent)})`;
    parts.push(`backlog ${count(move.start)} → ${count(move.end)}${change} in ${trend.period.words}`);
  }
  const activity = openedAndFixed(trend);
  if (activity !== undefined) parts.push(`fixed ${count(activity.fixed)}, opened ${count(activity.opened)}`);
  const age = medianAgeMove(trend);
  if (age !== undefined) {
    parts.push(`median age of open ${age.severity}s ${plural(age.last, 'day', 'days')} (was ${count(age.first)})`);
  }
  return parts.length === 0 ? undefined : parts.join('; ');
}

/** The top of a y-axis that starts at 0: the largest value, rounded up to a round number. */
function axisTop(values: readonly number[]): number {
  const largest = Math.max(1, ...values);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(largest)) - 1);
  return Math.ceil(largest / step) * step;
}

/** One `xychart-beta` block: bars and a line over the buckets' labels, on a y-axis from 0 (bars that start elsewhere exaggerate). */
function chart(title: string, labels: string[], bars: number[], line: number[], lineColour: string): string[] {
  const axis = labels.map((label) => `"${mermaidText(label, 12)}"`).join(', ');
  const [barValues, lineValues] = [bars.map(mermaidNumber), line.map(mermaidNumber)];
  return [
    '```mermaid',
    palette(lineColour),
    'xychart-beta',
    `  title "${mermaidText(title)}"`,
    `  x-axis [${axis}]`,
    `  y-axis "findings" 0 --> ${axisTop([...barValues, ...lineValues])}`,
    `  bar [${barValues.join(', ')}]`,
    `  line [${lineValues.join(', ')}]`,
    '```',
    '',
  ];
}

/** The last MAX_POINTS buckets: a chart never has more. */
function lastPoints<T>(buckets: readonly T[]): T[] {
  return buckets.slice(-MAX_POINTS);
}

function backlogChart(trend: TrendData, buckets: SeverityBucket[]): string[] {
  const shown = lastPoints(buckets);
  return chart(
    `Open findings per ${trend.period.bucket}: bars all, line critical and high`,
    shown.map((b) => bucketLabel(b.start, trend.period.bucket)),
    shown.map(backlogTotal),
    shown.map((b) => b.critical + b.high),
    RED,
  );
}

function activityChart(trend: TrendData, buckets: ActivityBucket[]): string[] {
  const shown = lastPoints(buckets);
  return chart(
    `Opened (bars) and fixed (line) per ${trend.period.bucket}`,
    shown.map((b) => bucketLabel(b.start, trend.period.bucket)),
    shown.map((b) => b.opened),
    shown.map((b) => b.fixed),
    GREEN,
  );
}

/** The median open age by severity, the first bucket against the last. */
function ageTable(trend: TrendData, buckets: SeverityBucket[]): string[] {
  const first = buckets[0] as SeverityBucket;
  const last = buckets.at(-1) as SeverityBucket;
  const [from, to] = [bucketLabel(first.start, trend.period.bucket), bucketLabel(last.start, trend.period.bucket)];
  const lines = [
    `Median age of open findings, in days: the ${trend.period.bucket} of ${markdownText(from, 20)} against the ${trend.period.bucket} of ${markdownText(to, 20)}.`,
    '',
    `| severity | ${markdownText(from, 20)} | ${markdownText(to, 20)} | change |`,
    '| --- | ---: | ---: | ---: |',
  ];
  for (const severity of MOST_SEVERE_FIRST) {
    const [a, b] = [first[severity], last[severity]];
    const change = b - a;
    lines.push(
      `| ${severity} | ${count(a)} | ${count(b)} | ${change > 0 ? `+${count(change)}` : change < 0 ? `−${count(-change)}` : '0'} |`,
    );
  }
  lines.push('');
  return lines;
}

/** The note of a series that is missing. */
function missingNote(name: keyof typeof SERIES_NAMES, series: SeriesReading<unknown>): string[] {
  return series.state === 'missing'
    ? [`_The ${SERIES_NAMES[name]} series is missing: ${markdownText(series.why, 300)}. The rest is shown._`, '']
    : [];
}

/** The Posture section; nothing without `trend`. */
export function postureSection(trend: TrendData | undefined): string[] {
  if (trend === undefined) return [];
  const lines = [`### Posture over ${markdownText(trend.period.words, 40)}`, ''];
  const sentence = postureSentence(trend);
  if (sentence !== undefined) lines.push(`${markdownText(sentence, 400)}.`, '');
  for (const name of ['backlog', 'activity', 'medianOpenAge'] as const) lines.push(...missingNote(name, trend[name]));
  if (trend.backlog.state === 'read') lines.push(...backlogChart(trend, trend.backlog.buckets));
  if (trend.activity.state === 'read') lines.push(...activityChart(trend, trend.activity.buckets));
  if (trend.medianOpenAge.state === 'read') lines.push(...ageTable(trend, trend.medianOpenAge.buckets));
  return lines;
}
