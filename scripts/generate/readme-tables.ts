// Writes the README's Inputs and Outputs tables: the inputs from the one table of inputs
// (src/config/input-table.ts), the outputs from OUTPUT (src/github/outputs.ts) with their descriptions in
// action.yml; one of the files `npm run generate` writes (scripts/generate/index.ts). test/generate.test.ts and
// test/docs.test.ts fail when the README's tables are not what it writes.
import { parse } from 'yaml';
import { INPUTS, type InputSpec } from '../../src/config/input-table.ts';
import { OUTPUT } from '../../src/github/outputs.ts';

/** The markers around each generated table: the script replaces what lies between them. */
export const MARKERS = {
  inputs: ['<!-- inputs: written by npm run generate from src/config/input-table.ts -->', '<!-- end of inputs -->'],
  outputs: ['<!-- outputs: written by npm run generate from src/github/outputs.ts and action.yml -->', '<!-- end of outputs -->'],
} as const;

/** A table cell: a `|` would end the cell, a newline the row. */
const cell = (text: string): string => text.replaceAll('|', '\\|').replace(/\s*\n\s*/g, ' ');

/** The Inputs table: name, default and description of each input, in the table's order. */
export function inputsTable(inputs: Readonly<Record<string, InputSpec>>): string {
  const rows = Object.entries(inputs).map(
    ([name, spec]) => `| \`${name}\` | ${spec.default === '' ? '' : `\`${cell(spec.default)}\``} | ${cell(spec.description)} |`,
  );
  return ['| input | default | description |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The Outputs table: each output of OUTPUT, in its order, with its description in action.yml. */
export function outputsTable(names: readonly string[], descriptions: Readonly<Record<string, string | undefined>>): string {
  const rows = names.map((name) => {
    const description = descriptions[name];
    if (!description) throw new Error(`action.yml describes no output '${name}': add it there`);
    return `| \`${name}\` | ${cell(description)} |`;
  });
  return ['| output | description |', '| --- | --- |', ...rows].join('\n');
}

/** `text` with the lines between a pair of markers replaced by `table`. */
function replaceBetween(text: string, [begin, end]: readonly [string, string], table: string): string {
  const start = text.indexOf(`${begin}\n`);
  const stop = text.indexOf(`\n${end}`, start);
  if (start === -1 || stop === -1) throw new Error(`README.md has no "${begin}" ... "${end}" markers`);
  return `${text.slice(0, start + begin.length + 1)}${table}${text.slice(stop)}`;
}

/** The output descriptions action.yml declares, by name. */
export function actionOutputDescriptions(actionYml: string): Record<string, string | undefined> {
  const outputs = (parse(actionYml) as { outputs?: Record<string, { description?: string } | null> }).outputs ?? {};
  return Object.fromEntries(Object.entries(outputs).map(([name, spec]) => [name, spec?.description]));
}

/** The README with both tables as this repository's inputs and outputs give them. */
export function withTables(readme: string, actionYml: string): string {
  const inputs = replaceBetween(readme, MARKERS.inputs, inputsTable(INPUTS));
  return replaceBetween(inputs, MARKERS.outputs, outputsTable(Object.values(OUTPUT), actionOutputDescriptions(actionYml)));
}
