// attack33 (the built action against the sandbox, as the runner runs it); each failed on the build before its fix:
// H3: the findings list's walks kept the first item of an id and dropped a later one whatever it held (api/findings.ts
// listFindings now has findingItself as its sameOf). A policy walk then drops that first copy for its status (collect/policy.ts isAsked): a
// malicious finding listed twice under its id, first as fixed, vanishes, and fail-on-malicious (on by default) passes.
// H4: a secret's status in the findings list's words (reviewing, fixing), which the secrets list does not have
// (FINDING_STATUS_* in SEED-API.md), is read as a known other state (api/enums.ts statusAnswer) and the confirmed-valid
// secret is dropped: the run passes. A word of another list must be an unknown word there, as `removed` is for findings.
import { describe, expect, it } from 'vitest';
import { demoDataset, demoDatasetWithPolicy } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;

/** A secrets answer's list, nested (findings.findings) or flat (findings). */
function secretsOf(body: unknown): Json[] {
  const findings = (body as Json).findings as unknown;
  if (Array.isArray(findings)) return findings as Json[];
  return ((findings as Json | undefined)?.findings as Json[] | undefined) ?? [];
}

describe('attack33: a pass that must not be', () => {
  it('H3: a malicious finding listed twice under its id, first as fixed, still fails the run', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) => {
        if (query.is_malicious?.[0] !== 'true') return body;
        const findings = ((body as Json).findings as Json[]) ?? [];
        return { ...(body as Json), findings: findings.flatMap((f) => [{ ...f, status: 'fixed' }, f]) };
      },
    });
    const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(run.stdout).toContain('for two different items');
  });

  it.each(['fixing', 'Reviewing', 'FIXING'])(
    'H4: a confirmed-valid secret whose status is %s (a findings-list word) still fails the run',
    async (word) => {
      const sb = await sandbox({ dataset: demoDataset() });
      sb.inject('secrets', {
        kind: 'rewrite',
        apply: (body, { query }) => {
          if (query.validationState?.[0] !== 'VALIDATION_STATE_CONFIRMED_VALID') return body;
          for (const secret of secretsOf(body)) secret.status = word;
          return body;
        },
      });
      const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none', 'fail-on-malicious': 'false' });
      expect(run.code).toBe(1);
      expect(run.outputs.result).toBe('error');
      expect(run.stdout).toContain('a word the gate does not know');
    },
  );
});

describe('attack33: the controls (the same runs without the rewrite fail)', () => {
  it('the malicious finding fails the run', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' });
    expect(run.outputs.result).toBe('fail');
  });

  it('the confirmed-valid secrets fail the run', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none', 'fail-on-malicious': 'false' });
    expect(run.outputs.result).toBe('fail');
  });
});

describe("attack32 L3: the policy's walks and an item of another repository", () => {
  /** The findings list's answers to `when`, each finding naming `name` as its repository. */
  const elsewhere = (when: (query: Record<string, string[]>) => boolean, name: string) => ({
    kind: 'rewrite' as const,
    apply: (body: unknown, { query }: { query: Record<string, string[]> }) => {
      if (!when(query)) return body;
      const findings = ((body as Json).findings as Json[]) ?? [];
      return { ...(body as Json), findings: findings.map((f) => ({ ...f, repository: { ...(f.repository as Json), name } })) };
    },
  });

  it('a malicious finding returned for the scope that names another repository is no pass: an error that names it', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    sb.inject(
      'findings',
      elsewhere((query) => query.is_malicious?.[0] === 'true', 'acme/platform/payments-api'),
    );
    const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(run.stdout).toContain(
      'fail-on-malicious: 1 of the findings from malicious dependencies returned for the scope name another repository ("acme/platform/payments-api")',
    );
  });

  it('Block-mode code findings of another repository: the same, and a FAIL the others show stands', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    sb.inject(
      'findings',
      elsewhere((query) => query.policies !== undefined, 'acme/platform/payments-api'),
    );
    const only = {
      projects: 'acme/payments-api',
      'fail-on-severity': 'none',
      'fail-on-valid-secrets': 'false',
      'fail-on-malicious': 'false',
    };
    const run = await gate(sb, { ...only, 'fail-on-blocking': 'true', 'finding-types': 'code' });
    expect(run.outputs.result, run.stdout).toBe('error');
    expect(run.stdout).toContain('returned for the scope name another repository');
    // With the secrets' walk beside it, its Block-mode secret fails the run: the FAIL stands.
    const both = await gate(sb, { ...only, 'fail-on-blocking': 'true', 'finding-types': 'code,secrets' });
    expect(both.outputs.result).toBe('fail');
  });
});

describe('attack33 L6: the projects list names one id for two projects', () => {
  /** Each project of the answer twice under its id: first under another name, then as it is. */
  const twice = (body: unknown): unknown => {
    const projects = ((body as Json).projects as Json[] | undefined) ?? [];
    return { ...(body as Json), projects: projects.flatMap((p) => [{ ...p, name: `${String(p.name)}-decoy` }, p]) };
  };

  it.each(['*', 'acme/payments-api'])('with projects %s: an error that says the list names one id for two projects', async (projects) => {
    const sb = await sandbox({ dataset: demoDataset() });
    sb.inject('projects', { kind: 'rewrite', apply: twice });
    const run = await gate(sb, { projects });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(run.stdout).toContain('projects: the API sent a malformed response: the list names the id');
    expect(run.stdout).toContain('for two different items');
  });
});

describe('attack35 M1: confirmed-valid secrets returned for the scope that name another repository', () => {
  /** The secrets list's answers, each secret naming `name` as its repository. */
  const elsewhere = (name: string) => ({
    kind: 'rewrite' as const,
    apply: (body: unknown) => {
      for (const secret of secretsOf(body)) secret.repository = { ...(secret.repository as Json), name };
      return body;
    },
  });
  const only = { projects: 'acme/payments-api', 'fail-on-severity': 'none', 'fail-on-malicious': 'false' };

  it('are no pass under fail-on-valid-secrets: an error that names them', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    sb.inject('secrets', elsewhere('acme/platform/payments-api'));
    const run = await gate(sb, only);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(run.stdout).toContain('returned for the scope name another repository ("acme/platform/payments-api")');
    expect(run.stdout).toContain(
      'cannot be told; check that the projects input names the repositories you mean; the gate does not pass on secrets it cannot place',
    );
  });

  it('a run that does not judge the secrets passes with the warning; a FAIL the counts show stands', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    sb.inject('secrets', elsewhere('acme/platform/payments-api'));
    const off = await gate(sb, { ...only, 'fail-on-valid-secrets': 'false' });
    expect(off.outputs.result).toBe('pass');
    expect(off.stdout).toContain('returned for the scope name another repository ("acme/platform/payments-api") and are not counted');
    const counted = await gate(sb, { ...only, 'fail-on-severity': 'critical' });
    expect(counted.outputs.result).toBe('fail');
  });
});
