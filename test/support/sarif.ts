// A structural check of SARIF 2.1.0 logs, for the unit and end-to-end tests: the schema's required
// fields and the properties code scanning reads, checked by hand (no installed package ships the schema).

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every problem found in `log`, as sentences naming the JSON path; empty when the log is well-formed. */
export function sarifProblems(log: unknown): string[] {
  if (!isObject(log)) return ['the log is not an object'];
  const problems: string[] = [];
  if (log.version !== '2.1.0') problems.push('version is not "2.1.0"');
  if (typeof log.$schema !== 'string' || !/^https:\/\/.*sarif.*2\.1\.0.*\.json$/.test(log.$schema)) {
    problems.push('$schema is not the 2.1.0 schema');
  }
  if (!Array.isArray(log.runs)) return [...problems, 'runs is not an array'];
  log.runs.forEach((run: unknown, r) => {
    problems.push(...runProblems(run, `runs[${r}]`));
  });
  return problems;
}

function runProblems(run: unknown, at: string): string[] {
  if (!isObject(run) || !isObject(run.tool) || !isObject(run.tool.driver)) return [`${at}.tool.driver is missing`];
  const problems: string[] = [];
  const driver = run.tool.driver;
  if (typeof driver.name !== 'string' || driver.name === '') problems.push(`${at}.tool.driver.name is missing`);
  const rules: unknown[] = Array.isArray(driver.rules) ? driver.rules : [];
  rules.forEach((rule, i) => {
    if (!isObject(rule) || typeof rule.id !== 'string') problems.push(`${at}.tool.driver.rules[${i}].id is missing`);
  });
  if (!Array.isArray(run.results)) return [...problems, `${at}.results is not an array`];
  run.results.forEach((result: unknown, i) => {
    problems.push(...resultProblems(result, rules, `${at}.results[${i}]`));
  });
  return problems;
}

function resultProblems(result: unknown, rules: unknown[], at: string): string[] {
  if (!isObject(result)) return [`${at} is not an object`];
  const problems: string[] = [];
  if (!isObject(result.message) || typeof result.message.text !== 'string' || result.message.text === '') {
    problems.push(`${at}.message.text is missing`);
  }
  if (typeof result.ruleId !== 'string') problems.push(`${at}.ruleId is missing`);
  const rule = typeof result.ruleIndex === 'number' ? rules[result.ruleIndex] : undefined;
  if (!isObject(rule) || rule.id !== result.ruleId) problems.push(`${at}.ruleIndex does not point at its rule`);
  if (!['none', 'note', 'warning', 'error'].includes(String(result.level))) problems.push(`${at}.level is not a SARIF level`);
  if (!isObject(result.partialFingerprints) || Object.values(result.partialFingerprints).some((v) => typeof v !== 'string')) {
    problems.push(`${at}.partialFingerprints is not a map of strings`);
  }
  const location: unknown = Array.isArray(result.locations) && result.locations.length === 1 ? result.locations[0] : undefined;
  if (!isObject(location) || !isObject(location.physicalLocation)) return [...problems, `${at}.locations must hold one physical location`];
  const physical = location.physicalLocation;
  const uri = isObject(physical.artifactLocation) ? physical.artifactLocation.uri : undefined;
  if (typeof uri !== 'string' || uri === '' || uri.startsWith('./') || uri.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(uri)) {
    problems.push(`${at} uri ${String(uri)} is not a relative URI reference`);
  }
  if (physical.region !== undefined) {
    const line = isObject(physical.region) ? physical.region.startLine : undefined;
    if (!(typeof line === 'number' && Number.isInteger(line) && line >= 1)) problems.push(`${at}.region.startLine is not a line`);
  }
  return problems;
}
