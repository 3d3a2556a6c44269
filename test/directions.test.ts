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

describe('the directions of imports', () => {
  it('gate/ takes no runtime value from api/ (types only): the words it shares with the API are in domain.ts', () => {
    const found = files
      .filter((file) => file.startsWith('gate/'))
      .flatMap((file) => runtimeImports(file).flatMap((target) => (target.startsWith('api/') ? [`${file} → ${target}`] : [])));
    expect(found).toEqual([]);
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
