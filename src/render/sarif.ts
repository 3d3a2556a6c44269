// A SARIF 2.1.0 log of the confirmed-valid secrets, for github/codeql-action/upload-sarif. Pure. It
// holds the secrets' types, severities and locations, never their values (the API does not send them).
import type { SecretFinding } from '../api/types.ts';
import type { Severity } from '../gate/types.ts';
import { markdownText, stripControl, truncate } from './escape.ts';
import { findingLocation } from './location.ts';
import { severityName } from './order.ts';

export const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json';
/** The partialFingerprints key: the finding id, so code scanning tracks one alert per secret across runs. */
export const FINGERPRINT_KEY = 'findingsGate/v1';
const TYPE_MAX = 100;

export type SarifLevel = 'error' | 'warning' | 'note';

export interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; precision: string; 'security-severity': string };
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
  partialFingerprints: Record<string, string>;
  properties: { severity: string; repository?: string };
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: {
    tool: { driver: { name: string; informationUri?: string; version?: string; rules: SarifRule[] } };
    results: SarifResult[];
  }[];
}

export interface SarifInput {
  secrets: readonly SecretFinding[];
  /** The tool's home page, e.g. the action's repository; omitted when unknown. */
  informationUri?: string;
  /** The tool's version, e.g. the action's ref; omitted when unknown. */
  version?: string;
}

/** The log, and how many secrets it left out because they have no file to point at. */
export interface SarifOutput {
  log: SarifLog;
  withoutLocation: number;
}

const LEVEL: Record<Severity, SarifLevel> = { critical: 'error', high: 'error', medium: 'warning', low: 'note' };
/** GitHub's security-severity scale: over 9.0 critical, 7.0 to 8.9 high, 4.0 to 6.9 medium, below 4.0 low. */
const SECURITY_SEVERITY: Record<Severity, number> = { critical: 9.5, high: 8.0, medium: 5.5, low: 2.0 };

/** The rule id of a secret type: `findings-gate/secret/<slug>`, the same for the same type on every run. */
export function ruleIdOf(type: string): string {
  const slug = type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `findings-gate/secret/${slug || 'unknown'}`;
}

/** A relative path as a SARIF URI reference: `/` separators, each segment percent-encoded (so `:` is never a scheme). */
export function artifactUri(file: string): string {
  return file
    .replaceAll('\\', '/')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** Builds the SARIF log: one rule per secret type, one result per secret with a file. */
export function buildSarif(input: SarifInput): SarifOutput {
  const rules: SarifRule[] = [];
  const ruleIndex = new Map<string, number>();
  const results: SarifResult[] = [];
  let withoutLocation = 0;
  for (const secret of input.secrets) {
    const location = findingLocation(secret.findingPath);
    if (location === undefined) {
      withoutLocation++;
      continue;
    }
    const type = truncate(stripControl(secret.type).trim(), TYPE_MAX) || 'unknown type';
    const severity = severityName(secret.severity);
    const level = severity ? LEVEL[severity] : 'warning';
    const ruleId = ruleIdOf(type);
    let index = ruleIndex.get(ruleId);
    if (index === undefined) {
      index = rules.length;
      ruleIndex.set(ruleId, index);
      rules.push(ruleFor(ruleId, type));
    }
    raiseSeverity(rules[index] as SarifRule, severity);
    const repository = secret.repository?.name ? stripControl(secret.repository.name) : undefined;
    results.push({
      ruleId,
      ruleIndex: index,
      level,
      message: {
        text:
          `Semgrep confirmed that this ${type} secret (${severity ?? 'unknown severity'}) is valid: it is a live credential. ` +
          'Rotate it at its provider first, then remove it from the code and from the git history.',
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: artifactUri(location.file) },
            ...(location.line === undefined ? {} : { region: { startLine: location.line } }),
          },
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: secret.id },
      properties: { severity: severity ?? 'unknown', ...(repository ? { repository } : {}) },
    });
  }
  const driver = {
    name: 'findings-gate',
    ...(input.informationUri ? { informationUri: input.informationUri } : {}),
    ...(input.version ? { version: input.version } : {}),
    rules,
  };
  return { log: { $schema: SARIF_SCHEMA, version: '2.1.0', runs: [{ tool: { driver }, results }] }, withoutLocation };
}

function ruleFor(id: string, type: string): SarifRule {
  const help = `A ${type} secret that Semgrep confirmed valid: rotate the credential at its provider first, then remove it from the code and from the git history.`;
  return {
    id,
    name: `ConfirmedValidSecret/${type}`,
    shortDescription: { text: `Confirmed-valid ${type} secret` },
    fullDescription: { text: `Semgrep Secrets found a ${type} secret and confirmed with its provider that it is valid.` },
    help: { text: help, markdown: markdownText(help) },
    defaultConfiguration: { level: 'note' },
    properties: { tags: ['security', 'secret'], precision: 'very-high', 'security-severity': '0.0' },
  };
}

/** A rule takes the level and security-severity of its most severe result. */
function raiseSeverity(rule: SarifRule, severity: Severity | undefined): void {
  const score = severity ? SECURITY_SEVERITY[severity] : SECURITY_SEVERITY.medium;
  if (score > Number(rule.properties['security-severity'])) {
    rule.properties['security-severity'] = score.toFixed(1);
    rule.defaultConfiguration.level = severity ? LEVEL[severity] : 'warning';
  }
}
