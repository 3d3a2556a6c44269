// The directions imports take (docs/ARCHITECTURE.md), checked on every file of src/: what a file imports
// at run time, as TypeScript reads its import and export declarations (an `import type` is not a runtime
// import, nor is a name imported with `type`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Every .ts file of src/, relative to it (`gate/evaluate.ts`). */
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts'))
  .map((path) => path.replaceAll('\\', '/'))
  .sort();

/** The files of src/ that `file` imports, each with whether the import brings a runtime value. */
function importsOf(file: string): { target: string; runtime: boolean }[] {
  const text = readFileSync(join(src, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: { target: string; runtime: boolean }[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    let runtime = true;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      const clause = statement.importClause;
      if (clause?.isTypeOnly) runtime = false;
      else if (clause !== undefined && clause.name === undefined && clause.namedBindings !== undefined) {
        const bindings = clause.namedBindings;
        // import { type A, type B } from '...' brings no value.
        if (ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)) runtime = false;
      }
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined) {
      specifier = statement.moduleSpecifier;
      const clause = statement.exportClause;
      if (statement.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly)))
        runtime = false;
    }
    if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    found.push({ target: normalize(join(dirname(file), specifier.text)).replaceAll('\\', '/'), runtime });
  }
  return found;
}

const runtimeImports = (file: string): string[] => importsOf(file).flatMap(({ target, runtime }) => (runtime ? [target] : []));

/**
 * The runtime values gate/ still takes from api/, each a wire word the API layer should turn into the
 * gate's (as it does a secret's status and validation): the list only shrinks.
 */
const GATE_FROM_API_LEFT: readonly string[] = [
  // A scan's status (SCAN_STATUS): which ended complete, which failed.
  'gate/freshness.ts → api/types.ts',
  // A dependency's ecosystem as a purl type (PURL_TYPE, purlName), which an exception's package names.
  'gate/exceptions.ts → api/enums.ts',
  // A report filter's input name and words (REPORT_FILTER_NAMES, filterWord) where a baseline's basis differs.
  'gate/baseline.ts → api/enums.ts',
  // A listed supply-chain finding's reachability (REACHABILITIES, reachabilityOfListed) for sca-reachable-only:
  // issue 40 landed beside issue 38's directions; the gate's own word for it is still to be given.
  'gate/sca-filters.ts → api/enums.ts',
];

describe('the directions of imports', () => {
  it('gate/ takes no runtime value from api/ (types only), beyond the few wire words left to move', () => {
    const found = files
      .filter((file) => file.startsWith('gate/'))
      .flatMap((file) => runtimeImports(file).flatMap((target) => (target.startsWith('api/') ? [`${file} → ${target}`] : [])));
    expect(found.sort()).toEqual([...GATE_FROM_API_LEFT].sort());
  });

  it('host/types.ts brings no runtime value of any other file: types only', () => {
    expect(runtimeImports('host/types.ts')).toEqual([]);
  });

  it('outputs.ts, the names every CI takes, is a leaf', () => {
    expect(importsOf('outputs.ts')).toEqual([]);
  });

  it('cli/args.ts imports no host implementation, nothing of github/, and nothing that loads @actions/core', () => {
    const targets = importsOf('cli/args.ts').map(({ target }) => target);
    expect(targets.filter((target) => target.startsWith('github/') || (target.startsWith('host/') && target !== 'host/types.ts'))).toEqual(
      [],
    );
    expect(readFileSync(join(src, 'cli/args.ts'), 'utf8')).not.toContain('@actions/');
  });

  it('api/ imports nothing above it: only itself, domain.ts, numbers.ts and files/', () => {
    const above = files
      .filter((file) => file.startsWith('api/'))
      .flatMap((file) =>
        importsOf(file).flatMap(({ target }) =>
          /^(api\/|domain\.ts$|numbers\.ts$|files\/|suggest\.ts$|version\.ts$)/.test(target) ? [] : [`${file} → ${target}`],
        ),
      );
    expect(above).toEqual([]);
  });
});
