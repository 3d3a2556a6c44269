// Every file generated from the one table of inputs is what `npm run generate` would write now: a new
// input, a changed default or a new version reaches action.yml, the GitLab component and the Azure task
// together, or this fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED, ROOT } from '../scripts/generate/index.ts';

describe('the generated files', () => {
  it.each(GENERATED.map((file) => [file.path, file] as const))('%s is current (npm run generate writes it)', (path, { render }) => {
    const onDisk = readFileSync(join(ROOT, path), 'utf8');
    expect(onDisk === render(), `${path} is stale: run npm run generate and commit the result`).toBe(true);
  });

  it('covers action.yml, the GitLab component, the Azure task with its extension and the README’s tables', () => {
    expect(GENERATED.map((file) => file.path)).toEqual([
      'action.yml',
      'templates/findings-gate.yml',
      'azure-devops/findings-gate/task.json',
      'azure-devops/vss-extension.json',
      'README.md',
    ]);
  });

  it("writes the GitLab component's and the Azure task's descriptions in their CI's words (trial6)", () => {
    const render = (path: string): string => GENERATED.find((file) => file.path === path)?.render() ?? '';
    const gitlab = render('templates/findings-gate.yml');
    expect(gitlab).toContain('keep one note on the merge request with the verdict');
    expect(gitlab).toContain('Empty: the current repository (CI_PROJECT_PATH, under gitlab).');
    for (const text of ['pull request', 'pull-requests', 'GITHUB_SHA', 'GITHUB_REPOSITORY']) expect(gitlab).not.toContain(text);
    const azure = render('azure-devops/findings-gate/task.json');
    expect(azure).toContain("as an issue of the run's log, on its file and line");
    expect(azure).toContain('true (SYSTEM_PULLREQUEST_SOURCECOMMITID, else BUILD_SOURCEVERSION)');
    for (const text of ['GITHUB_SHA', 'GITHUB_REPOSITORY']) expect(azure).not.toContain(text);
  });
});
