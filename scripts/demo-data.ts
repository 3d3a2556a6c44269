// The demo's own data: the sandbox's demo organisation (test/sandbox/data.ts) told as a story of two days.
// Its times move so that its reference day is the nightly run's (yesterday): findings opened over the 120
// days before it, a dozen weeks of posture that end today. Every finding that is not open was closed as
// fixed, ignored or removed, the three ways the activity series counts a closing, so the posture adds up
// week by week: the backlog at the end of a week is the backlog at its start, plus opened, minus fixed,
// ignored and removed. The shared datasets stay as the end-to-end tests know them.
import {
  type Dataset,
  demoDataset,
  demoDatasetNextDay,
  type FindingStatus,
  REFERENCE_DATE,
  type SecretStatus,
} from '../test/sandbox/data.ts';

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Closed as the activity series counts it: a finding provisionally ignored is ignored, one of unknown status was removed. */
const CLOSED_AS: Partial<Record<FindingStatus, FindingStatus>> = { provisionally_ignored: 'ignored', unknown: 'removed' };
const SECRET_CLOSED_AS: Partial<Record<SecretStatus, SecretStatus>> = {
  FINDING_STATUS_PROVISIONALLY_IGNORED: 'FINDING_STATUS_IGNORED',
  FINDING_STATUS_UNKNOWN: 'FINDING_STATUS_REMOVED',
};

/** `dataset` with every time moved by `shiftMs`, and every closed finding closed in a way the activity series counts. */
function story(dataset: Dataset, shiftMs: number): Dataset {
  const moved = (iso: string): string => new Date(Date.parse(iso) + shiftMs).toISOString();
  for (const finding of dataset.findings) {
    finding.createdAt = moved(finding.createdAt);
    finding.status = CLOSED_AS[finding.status] ?? finding.status;
  }
  for (const secret of dataset.secrets) {
    secret.createdAt = moved(secret.createdAt);
    secret.updatedAt = moved(secret.updatedAt);
    secret.status = SECRET_CLOSED_AS[secret.status] ?? secret.status;
  }
  return dataset;
}

/** The demo's two days: the organisation as the nightly run reads it at `nightlyAt`, and as the pull request's run reads it a day later. */
export function demoStory(nightlyAt: number): { nightly: Dataset; nextDay: Dataset; newAt: number } {
  // The demo organisation's day is REFERENCE_DATE: it becomes the nightly's.
  const shift = nightlyAt - Date.parse(REFERENCE_DATE);
  // What is new in the pull request was pushed three hours before its run: after the nightly, so new since the baseline.
  const newAt = nightlyAt + DAY_MS - 3 * HOUR_MS;
  return {
    nightly: story(demoDataset(), shift),
    nextDay: story(demoDatasetNextDay(new Date(newAt - shift).toISOString()), shift),
    newAt,
  };
}

/**
 * A module for `node --import` that moves the clock of the process it starts in by `offsetMs`: `Date.now()`
 * and `new Date()` with no argument. The demo runs yesterday's nightly with it, as the runner ran it then.
 */
export function clockModule(offsetMs: number): string {
  const source = `const RealDate = Date;
const now = () => RealDate.now() + ${Math.trunc(offsetMs)};
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, name, receiver) => (name === 'now' ? now : Reflect.get(target, name, receiver)),
});`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

/** Runs `work` with this process's `Date.now()` moved by `offsetMs` (the sandbox's clock), then puts it back. */
export async function withClockMoved<T>(offsetMs: number, work: () => Promise<T>): Promise<T> {
  const realNow = Date.now;
  Date.now = () => realNow.call(Date) + offsetMs;
  try {
    return await work();
  } finally {
    Date.now = realNow;
  }
}
