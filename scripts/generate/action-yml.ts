// action.yml's inputs, from the one table of inputs. The rest of action.yml (name, outputs, runs) is
// written by hand and kept as it is.
import { INPUTS } from '../../src/config/input-table.ts';
import { yamlQuote } from './yaml.ts';

/** `current` (action.yml's text) with its inputs: block written from the table. */
export function renderActionYml(current: string): string {
  const start = current.indexOf('\ninputs:\n');
  const end = current.indexOf('\noutputs:\n');
  if (start < 0 || end < start) throw new Error('action.yml has no inputs: block followed by outputs:');
  const inputs = Object.entries(INPUTS)
    .map(
      ([name, spec]) =>
        `  ${name}:\n    description: ${yamlQuote(spec.description)}\n    required: false\n    default: ${yamlQuote(spec.default)}\n`,
    )
    .join('');
  return `${current.slice(0, start)}\ninputs:\n${inputs}${current.slice(end)}`;
}
