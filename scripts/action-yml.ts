// Writes action.yml's inputs from the one table of inputs (src/config/input-table.ts): run it after
// changing the table. test/repository.test.ts fails when action.yml and the table disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { INPUTS } from '../src/config/input-table.ts';

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const path = new URL('../action.yml', import.meta.url);
const text = readFileSync(path, 'utf8');
const start = text.indexOf('\ninputs:\n');
const end = text.indexOf('\noutputs:\n');
if (start < 0 || end < start) throw new Error('action.yml has no inputs: block followed by outputs:');
const inputs = Object.entries(INPUTS)
  .map(
    ([name, spec]) => `  ${name}:\n    description: ${quote(spec.description)}\n    required: false\n    default: ${quote(spec.default)}\n`,
  )
  .join('');
writeFileSync(path, `${text.slice(0, start)}\ninputs:\n${inputs}${text.slice(end)}`);
