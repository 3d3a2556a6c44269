// The report's filters of one severity's request: the scope, the types and the user's filters, in the API's names.
import { describe, expect, it } from 'vitest';
import { reportFiltersFor } from '../../src/collect/report-filters.ts';
import { configOf } from '../support/fixtures.ts';

describe('reportFiltersFor', () => {
  it("asks for one severity and the products that count, in the API's names, with the named projects", () => {
    const filters = reportFiltersFor(configOf({ projects: ['acme/api'], findingTypes: ['code', 'secrets'] }), 'high');
    expect(filters).toMatchObject({
      projects: ['acme/api'],
      findingTypes: ['FINDING_TYPE_CODE', 'FINDING_TYPE_SECRETS'],
      findingSeverities: ['FINDING_SEVERITY_HIGH'],
    });
    expect(filters).not.toHaveProperty('projectIds');
  });

  it('names no project for the whole deployment, and passes project ids when given', () => {
    expect(reportFiltersFor(configOf({ projects: 'all' }), 'low')).not.toHaveProperty('projects');
    expect(reportFiltersFor(configOf({ projects: 'all', projectIds: ['7'] }), 'critical')).toMatchObject({
      projectIds: ['7'],
      findingSeverities: ['FINDING_SEVERITY_CRITICAL'],
    });
  });
});
