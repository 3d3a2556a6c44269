// The policy file's grammar (config-file): a mapping of the inputs' names to their values, read as
// strictly as the exceptions file (config/strict-yaml.ts). A key no input has, a token, or a value
// that is not text fails the run before any request, with the file, the line and what to fix. Pure.
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { didYouMean } from '../suggest.ts';
import { INPUTS, type InputSpec } from './input-table.ts';
import { ConfigError, type InputName, MAX_INPUT_LIST_ITEMS, quoteValue } from './inputs.ts';
import { type Fail, isEmptyNode, parseStrictYaml } from './strict-yaml.ts';

/** One value a policy file sets: as text (a list joined with commas), and the line of its key. */
export interface PolicyValue {
  value: string;
  line: number;
}

/** A policy file read: what messages call it, and each input it sets, in the file's order. */
export interface PolicyFile {
  label: string;
  values: ReadonlyMap<InputName, PolicyValue>;
}

const TABLE: Readonly<Record<string, InputSpec>> = INPUTS;
/** The keys a policy file may hold. */
const POLICY_KEYS = Object.entries(TABLE)
  .filter(([, spec]) => spec.tightens !== 'not-in-policy')
  .map(([name]) => name);

/** Why a key that names an input cannot be in a policy file. */
function refusal(name: string, spec: InputSpec): string {
  return spec.type === 'secret'
    ? `${name} cannot be set in a policy file: a token in a file can be read by everyone who reads the file; pass it from a secret of the CI.`
    : `${name} cannot be set in a policy file: it says where the policy is, and a policy names no other policy.`;
}

/** The inputs a policy file sets; throws ConfigError (`label:line: …`) for anything it cannot hold. */
export function parsePolicy(text: string, label: string): PolicyFile {
  const fail = (line: number, message: string): never => {
    throw new ConfigError('config-file', `${label}:${line}: ${message}`);
  };
  const { root, lineOf } = parseStrictYaml(text, fail);
  const values = new Map<InputName, PolicyValue>();
  if (isEmptyNode(root)) return { label, values };
  if (!isMap(root)) return fail(lineOf(root), 'a policy file is a mapping of input names to values, such as fail-on-severity: high.');
  for (const pair of root.items) {
    const keyNode = pair.key as Node;
    const name = isScalar(keyNode) ? String(keyNode.value) : '';
    const line = lineOf(keyNode);
    const spec = TABLE[name];
    if (spec === undefined) {
      const hint = didYouMean(name, POLICY_KEYS, 1) || '; its keys are the inputs of docs/inputs.md';
      return fail(line, `unknown key ${quoteValue(name)}${hint}: a policy file sets inputs by their names.`);
    }
    if (!POLICY_KEYS.includes(name)) fail(line, refusal(name, spec));
    values.set(name as InputName, { value: textOf(name, spec, pair.value as Node | null, line, fail), line });
  }
  return { label, values };
}

/** A key's value as an input's text: a scalar, or (for a list input) a list of scalars joined with commas. */
function textOf(name: string, spec: InputSpec, node: Node | null, line: number, fail: Fail): string {
  const listed = spec.type === 'list' || spec.type === 'choices';
  const blank = (): never =>
    fail(line, `${name} has no value: give one, or remove the key (an input the policy leaves out is the repository's to set).`);
  if (isEmptyNode(node)) return blank();
  if (isSeq(node)) {
    if (!listed) return fail(line, `${name} takes one value, not a list.`);
    if (node.items.length > MAX_INPUT_LIST_ITEMS)
      fail(line, `${name} lists ${node.items.length} items: the limit is ${MAX_INPUT_LIST_ITEMS}.`);
    if (node.items.length === 0) return blank();
    const items = node.items.map((item) => (isScalar(item) ? String(item.value).trim() : ''));
    if (items.includes('')) fail(line, `${name} lists an item that is empty, a list or a mapping: list words or texts only.`);
    return items.join(', ');
  }
  if (!isScalar(node)) return fail(line, `${name} must be ${listed ? 'a value or a list' : 'a value'}, not a mapping.`);
  const value = String(node.value).trim();
  return value === '' ? blank() : value;
}
