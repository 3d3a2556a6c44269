// GitLab's code quality report (a subset of the Code Climate format): one entry per listed finding and
// per open confirmed-valid secret of the repository, and one per item the platform's policy fails the run
// on that neither names (gate/policy-items.ts: shown apart, not counted again), which GitLab shows in the
// merge request's widget and diff. A fingerprint names the finding, never its line, so it stays the same when the finding
// moves, and is unique in the file. Pure: the entries, every string made safe.
import { createHash } from 'node:crypto';
import type { SecretFinding } from '../api/types.ts';
import { findingName } from '../gate/overdue.ts';
import type { PolicyApart } from '../gate/policy-items.ts';
import { isExcepted } from '../gate/reading.ts';
import { sameRepository } from '../gate/scope.ts';
import type { Excepted, KeptFinding, Reading } from '../gate/types.ts';
import { stripControl, truncate } from './escape.ts';
import { belongsToRepository, findingLocation, repositoryPath, usableLine } from './location.ts';
import { severityName } from './order.ts';
import { APART_NOTE, APART_WHY, apartName } from './platform-policy.ts';

/** One entry, as GitLab reads it. */
export interface CodeQualityIssue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: 'info' | 'minor' | 'major' | 'critical' | 'blocker';
  location: { path: string; lines: { begin: number } };
}

/** The platform's severities in GitLab's words. */
const SEVERITY: Record<string, CodeQualityIssue['severity']> = { low: 'minor', medium: 'major', high: 'critical', critical: 'blocker' };

/** GitLab's severity of a finding's (`high`) or a secret's (`SEVERITY_HIGH`): one it cannot read counts as a blocker. */
export function codeQualitySeverity(severity: string): CodeQualityIssue['severity'] {
  return SEVERITY[severityName(severity) ?? ''] ?? 'blocker';
}

const text = (s: string, max: number): string => truncate(stripControl(s).trim(), max);

function fingerprintOf(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

/** What the report is built from: the findings listed and the secrets kept, judged; the repository whose files they are. */
export interface CodeQualityInput {
  findings: readonly KeptFinding[];
  secrets: readonly Excepted<SecretFinding>[];
  reading: Reading;
  /** The CI's repository: entries of other repositories are left out (their paths are not this one's); absent: none left out. */
  repository?: string;
  /** The items the platform's policy fails the run on that the findings and secrets do not name (gate/policy-items.ts). */
  apart?: PolicyApart;
}

/** How many entries were left out, and why; `apart`: how many entries are the policy's items shown apart. */
export interface LeftOut {
  excepted: number;
  elsewhere: number;
  withoutFile: number;
}

type Add = (identity: string[], issue: Omit<CodeQualityIssue, 'fingerprint'>) => void;

/**
 * The entries of the policy's items shown apart (gate/policy-items.ts), each saying why it fails the run and that it is
 * not counted again; its fingerprint starts with `policy`, so it is never a listed finding's. Returns how many.
 */
function addApart(apart: PolicyApart | undefined, repository: string | undefined, add: Add, leftOut: LeftOut): number {
  let written = 0;
  for (const { finding, why } of apart?.findings ?? []) {
    const path = repositoryPath(finding.filePath ?? '');
    if (repository !== undefined && !sameRepository(finding.repository?.name, repository)) leftOut.elsewhere++;
    else if (path === undefined) leftOut.withoutFile++;
    else {
      const rule = text(finding.rule, 300) || 'unknown rule';
      const product = finding.issueType === 'sca' ? 'supply-chain' : 'code';
      add(['policy', why, rule, path, finding.matchBasedId ?? `id:${finding.id}`], {
        description: text(`Semgrep ${product} finding ${apartName(finding)}, rule ${rule}: ${APART_WHY[why]}; ${APART_NOTE}.`, 1000),
        check_name: rule,
        severity: codeQualitySeverity(finding.severity),
        location: { path, lines: { begin: usableLine(finding.line) ?? 1 } },
      });
      written++;
    }
  }
  for (const secret of apart?.secrets ?? []) {
    const location = findingLocation(secret.findingPath);
    if (repository !== undefined && !belongsToRepository(secret, repository)) leftOut.elsewhere++;
    else if (location === undefined) leftOut.withoutFile++;
    else {
      const type = text(secret.type, 100) || 'unknown type';
      add(['policy', 'secret', secret.ruleHashId ?? type, location.file, secret.id], {
        description: text(`${type} secret: ${APART_WHY['secret-in-block']}; ${APART_NOTE}. Rotate it, or triage it in Semgrep.`, 1000),
        check_name: `secrets.${type}`,
        severity: codeQualitySeverity(secret.severity),
        location: { path: location.file, lines: { begin: location.line ?? 1 } },
      });
      written++;
    }
  }
  return written;
}

/** The entries, how many were left out (accepted by an exception, of another repository, or without a file), and how many are the policy's items shown apart. */
export function codeQualityReport({ findings, secrets, reading, repository, apart }: CodeQualityInput): {
  issues: CodeQualityIssue[];
  leftOut: LeftOut;
  apart: number;
} {
  const leftOut: LeftOut = { excepted: 0, elsewhere: 0, withoutFile: 0 };
  const issues: CodeQualityIssue[] = [];
  const seen = new Set<string>();
  const add: Add = (identity, issue) => {
    // The same identity twice (a duplicate in the list): the second gets its own, still line-free, fingerprint.
    let fingerprint = fingerprintOf(identity);
    for (let n = 2; seen.has(fingerprint); n++) fingerprint = fingerprintOf([...identity, String(n)]);
    seen.add(fingerprint);
    issues.push({
      description: issue.description,
      check_name: issue.check_name,
      fingerprint,
      severity: issue.severity,
      location: issue.location,
    });
  };
  for (const finding of findings) {
    if (isExcepted(reading, finding.judged)) leftOut.excepted++;
    else if (repository !== undefined && !sameRepository(finding.repository?.name, repository)) leftOut.elsewhere++;
    else {
      const path = repositoryPath(finding.filePath ?? '');
      if (path === undefined) leftOut.withoutFile++;
      else {
        const rule = text(finding.rule, 300) || 'unknown rule';
        const product = finding.issueType === 'sca' ? 'sca' : 'code';
        const name = product === 'sca' && finding.vulnerability !== undefined ? `${findingName(finding)}, ` : '';
        add([product, rule, path, finding.matchBasedId ?? `id:${finding.id}`], {
          description: text(`Semgrep ${product === 'sca' ? 'supply-chain' : 'code'} finding: ${name}rule ${rule}`, 1000),
          check_name: rule,
          severity: codeQualitySeverity(finding.severity),
          location: { path, lines: { begin: usableLine(finding.line) ?? 1 } },
        });
      }
    }
  }
  for (const secret of secrets) {
    const location = findingLocation(secret.findingPath);
    if (secret.exception !== undefined) leftOut.excepted++;
    else if (repository !== undefined && !belongsToRepository(secret, repository)) leftOut.elsewhere++;
    else if (location === undefined) leftOut.withoutFile++;
    else {
      const type = text(secret.type, 100) || 'unknown type';
      add(['secret', secret.ruleHashId ?? type, location.file, secret.id], {
        description: `Confirmed-valid ${type} secret: a live credential. Rotate it at its provider, then remove it from the code and the git history.`,
        check_name: `secrets.${type}`,
        severity: codeQualitySeverity(secret.severity),
        location: { path: location.file, lines: { begin: location.line ?? 1 } },
      });
    }
  }
  return { issues, leftOut, apart: addApart(apart, repository, add, leftOut) };
}
