// What belongs to the scope (src/gate/scope.ts): repository names compared as the platform's users
// write them, and never a match for a blank name.
import { describe, expect, it } from 'vitest';
import { listName, ProjectIndex, type ProjectName, projectKey, repositoryKey, sameRepository } from '../../src/gate/scope.ts';

describe('repositoryKey, exactly', () => {
  it('strips a scheme only at the start, .git only at the end, and every trailing slash', () => {
    expect(repositoryKey('acme/x://y')).toBe('acme/x://y');
    expect(repositoryKey('acme/api.github')).toBe('acme/api.github');
    expect(repositoryKey('acme/api//')).toBe('acme/api');
    // A .git followed by a slash is at the end too (attack35 L1: a confirmed-valid secret so named was another repository's).
    expect(repositoryKey('https://gitlab.com/acme/api.git/')).toBe('acme/api');
    expect(repositoryKey('acme/api.git//')).toBe('acme/api');
  });

  it('keeps the first segment of a three-part path without a host', () => {
    expect(repositoryKey('acme/group/repo')).toBe('acme/group/repo');
    expect(repositoryKey('git.example:8443/acme/api')).toBe('acme/api');
  });
});

describe('repositoryKey, long names', () => {
  it('keeps a key of at most 64 characters as written, and a longer one as its hash: equal names, equal keys; different names, different keys', () => {
    const at = `acme/${'r'.repeat(59)}`;
    expect(repositoryKey(at)).toBe(at);
    const long = `Acme/${'R'.repeat(4096)}`;
    const key = repositoryKey(long);
    expect(key).toMatch(/^#[A-Za-z0-9+/]{43}=$/);
    // The same repository, however the platform writes it, has the same key.
    expect(repositoryKey(`https://github.com/${long.toLowerCase()}.git`)).toBe(key);
    expect(sameRepository(long, ` ${long} `)).toBe(true);
    expect(repositoryKey(`${long}s`)).not.toBe(key);
    expect(repositoryKey(`${at}r`)).not.toBe(repositoryKey(at));
  });
});

describe('repositoryKey, schemes', () => {
  it('drops a scheme whatever the host looks like', () => {
    expect(repositoryKey('ssh://acme/api')).toBe('acme/api');
  });
});

describe('sameRepository', () => {
  it('is the scope rule of names, and never true for a blank name', () => {
    expect(sameRepository('github.com/Acme/API', 'acme/api')).toBe(true);
    expect(sameRepository('acme/api', 'acme/web')).toBe(false);
    expect(sameRepository(' ', 'acme/api')).toBe(false);
    expect(sameRepository('acme/api', undefined)).toBe(false);
    expect(sameRepository(undefined, 'acme/api')).toBe(false);
    // Two blank names are not the same repository: a blank name names none.
    for (const [a, b] of [
      ['', '/'],
      ['https://', ''],
      [undefined, undefined],
      ['', ''],
      [' ', ' '],
      ['', ' '],
      [' ', ''],
    ]) {
      expect(sameRepository(a as string | undefined, b as string | undefined)).toBe(false);
    }
  });
});

describe('ProjectIndex: one project is one project', () => {
  const indexOf = (...projects: ProjectName[]) => {
    const index = new ProjectIndex<ProjectName>();
    for (const project of projects) index.add(project);
    return index;
  };

  it('finds a project by its id where both sides have one, and two ids are two projects whatever their names', () => {
    const api = { label: 'acme/api', projectId: '7' };
    const index = indexOf(api, { label: 'acme/web', projectId: '8' });
    expect(index.find({ label: 'renamed', projectId: '7' })).toBe(api);
    expect(index.find({ label: 'acme/api', projectId: '9' })).toBeUndefined();
  });

  it('finds a project by its repository name where one side has no id, and gives it the id the other side had', () => {
    const unnamed: ProjectName = { label: 'Acme/API' };
    const index = indexOf(unnamed);
    expect(index.find({ label: 'acme/api' })).toBe(unnamed);
    const found = index.find({ label: 'github.com/acme/api', projectId: '7' });
    expect(found).toBe(unnamed);
    index.identify(unnamed, '7');
    expect(unnamed).toEqual({ label: 'Acme/API', projectId: '7' });
    expect(index.find({ label: 'elsewhere', projectId: '7' })).toBe(unnamed);
    // An id it has is never replaced, and no id leaves it as it is.
    index.identify(unnamed, '8');
    index.identify(unnamed, undefined);
    expect(unnamed.projectId).toBe('7');
    expect(index.find({ label: 'acme/api', projectId: '8' })).toBeUndefined();
    expect(index.find({ label: 'acme/api' })).toBe(unnamed);
  });

  it('finds nothing for a name it does not have', () => {
    expect(indexOf({ label: 'acme/api', projectId: '7' }).find({ label: 'acme/web' })).toBeUndefined();
    expect(indexOf().find({ label: 'acme/web', projectId: '7' })).toBeUndefined();
  });
});

describe("listName: the projects list's name by id, else the report's label", () => {
  const scope = {
    projects: [
      { name: 'acme/first', id: '7' },
      { name: 'acme/second', id: '7' },
      { name: 'acme/unnamed-id' },
      { name: 'Acme/API', id: '9' },
    ],
  };

  it('gives the first project of an id, the label where no project has the id or the row has none, and the label without a list', () => {
    expect(listName({ label: 'report-label', projectId: '7' }, scope)).toBe('acme/first');
    expect(listName({ label: 'report-label', projectId: '8' }, scope)).toBe('report-label');
    expect(listName({ label: 'report-label' }, scope)).toBe('report-label');
    expect(listName({ label: 'report-label', projectId: '7' }, undefined)).toBe('report-label');
    expect(projectKey({ label: 'other', projectId: '9' }, scope)).toBe('acme/api');
    expect(projectKey({ label: 'other', projectId: '9', key: 'kept' }, scope)).toBe('kept');
  });

  it('reads each list as it is: two lists of the same projects under other names answer apart', () => {
    const renamed = { projects: scope.projects.map((p) => ({ ...p, name: `${p.name}-renamed` })) };
    expect(listName({ label: 'x', projectId: '7' }, scope)).toBe('acme/first');
    expect(listName({ label: 'x', projectId: '7' }, renamed)).toBe('acme/first-renamed');
  });
});
