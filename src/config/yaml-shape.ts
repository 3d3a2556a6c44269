// The shape of a YAML text before it is parsed: how deep it nests and how many entries it holds,
// counted over the tokens of yaml's own lexer (iterative, constant memory), so that a bracket inside a
// quoted scalar, a comment, a plain scalar or a block scalar is text here as it is to the parser. The
// parser recurses once per level and builds objects per entry, synchronously, where the run's deadline
// cannot stop it: a text no grammar of the gate could use is refused before it is parsed. Pure.
import { CST, Lexer } from 'yaml';
import { MAX_INPUT_LIST_ITEMS } from './inputs.ts';

/**
 * Deepest nesting read. The exceptions file needs 4 levels (the root mapping, its list, an entry, an
 * entry's paths or projects), a policy file 2 (the root mapping, a list value): twice the deepest, so a
 * list where a text belongs still reaches the grammar's own message, which names the key.
 */
export const MAX_YAML_DEPTH = 8;
/**
 * Most entries (keys, list items, flow collections) read: the exceptions file's 1000 entries with their
 * ten keys and room for as many paths or projects again; a policy file's inputs with lists of 1000.
 */
export const MAX_YAML_ENTRIES = 20 * MAX_INPUT_LIST_ITEMS;

/** Where a text goes past a bound, and why. */
export interface ShapeFault {
  line: number;
  message: string;
}

/** A block collection open at an indentation: a sequence (`- `) or a mapping (`key:`, `? `). */
interface Block {
  indent: number;
  sequence: boolean;
}

/**
 * The block collections open, as the parser (yaml's parse/parser.ts) tracks them: a line's indentation
 * is its leading spaces and the indicators before its first other token; a collection opened there
 * closes those more indented, and a `- ` at a mapping's indentation is the mapping's value. Every
 * further indicator after the line's first (`- a: b`, `- - x`, and `a: b: c`, which it reads leniently)
 * nests one more.
 */
interface Blocks {
  open: Block[];
  indent: number;
  atLineStart: boolean;
  openedOnLine: boolean;
}

/**
 * An open flow collection, and the `:` of its current item. An item of a sequence may be a pair (`a: b`,
 * or a key followed by a collection, `a{b}`, which the parser reads leniently), which nests a mapping:
 * a sequence counts two levels. Each `:` after the first of an item (`a: b: c`) nests one more, and so
 * does each `- ` or `? ` (not YAML in a flow collection: the parser reads a collection there).
 */
interface Flow {
  sequence: boolean;
  pairs: number;
  lenient: number;
}

/** How deep the open flow collections nest. */
const flowDepth = (flows: Flow[]): number =>
  flows.reduce((sum, flow) => sum + (flow.sequence ? 2 : 1) + Math.max(0, flow.pairs - 1) + flow.lenient, 0);

/** The tokens that begin an entry: a list item, a key, a collection. */
const ENTRY_TOKENS = new Set(['seq-item-ind', 'explicit-key-ind', 'map-value-ind', 'comma', 'flow-seq-start', 'flow-map-start']);

/** The bounds of a text's shape. */
export interface ShapeLimits {
  depth: number;
  entries: number;
}

/** The first place `text` nests deeper than `limits.depth` or holds more than `limits.entries` entries. */
export function yamlShapeFault(
  text: string,
  limits: ShapeLimits = { depth: MAX_YAML_DEPTH, entries: MAX_YAML_ENTRIES },
): ShapeFault | undefined {
  const blocks: Blocks = { open: [], indent: 0, atLineStart: true, openedOnLine: false };
  const flows: Flow[] = [];
  let line = 1;
  let entries = 0;
  let plain = false;
  for (const token of new Lexer().lex(text)) {
    // A plain scalar, or a block scalar's body, follows a mark of no width; so does the document's start.
    if (token === CST.SCALAR || token === CST.DOCUMENT) {
      plain = token === CST.SCALAR;
      continue;
    }
    const type = plain ? 'scalar' : (CST.tokenType(token) ?? 'scalar');
    plain = false;
    if (ENTRY_TOKENS.has(type) && ++entries > limits.entries) {
      return {
        line,
        message: `the file holds more than ${limits.entries} entries (keys and list items), more than the gate reads from one file: remove entries.`,
      };
    }
    if (flows.length > 0) stepFlow(type, flows);
    stepBlock(type, token, blocks, flows.length === 0);
    if (type === 'flow-seq-start' || type === 'flow-map-start') flows.push({ sequence: type === 'flow-seq-start', pairs: 0, lenient: 0 });
    if (blocks.open.length + flowDepth(flows) > limits.depth) {
      return {
        line,
        message: `the file nests deeper than ${limits.depth} levels, and the gate reads at most 4: write each value as a text or a list of texts.`,
      };
    }
    line += token.split('\n').length - 1;
  }
  return undefined;
}

/** One token, for the block collections: one opened at an indicator (outside flow collections), the line's indentation. */
function stepBlock(type: string, token: string, blocks: Blocks, outsideFlow: boolean): void {
  switch (type) {
    case 'seq-item-ind':
    case 'explicit-key-ind':
    case 'map-value-ind':
      if (outsideFlow) openBlock(blocks, type === 'seq-item-ind');
      if (blocks.atLineStart) blocks.indent += token.length;
      return;
    case 'space':
      if (blocks.atLineStart && token.startsWith(' ')) blocks.indent += token.length;
      return;
    case 'doc-start':
    case 'doc-end':
      blocks.open.length = 0;
      blocks.atLineStart = false;
      return;
    case 'flow-error-end':
      return;
    default:
      // A line break, or a block scalar's body, which ends its last line.
      blocks.atLineStart = type === 'newline' || token.endsWith('\n');
      if (blocks.atLineStart) {
        blocks.indent = 0;
        blocks.openedOnLine = false;
      }
  }
}

/** A block collection at the line's indentation: the one open there, or a new one nested in it. */
function openBlock(blocks: Blocks, sequence: boolean): void {
  const { open, indent } = blocks;
  if (!blocks.openedOnLine) {
    while (open.length > 0 && (open.at(-1) as Block).indent > indent) open.pop();
    const top = open.at(-1);
    if (top !== undefined && top.indent === indent && top.sequence && !sequence) open.pop();
  }
  const same = open.at(-1);
  if (blocks.openedOnLine || same === undefined || same.indent !== indent || same.sequence !== sequence) open.push({ indent, sequence });
  blocks.openedOnLine = true;
}

/** One token inside flow collections: one closed, all closed by an error, a `:` of an item, an item ended. */
function stepFlow(type: string, flows: Flow[]): void {
  const current = flows.at(-1) as Flow;
  if (type === 'flow-seq-end' || type === 'flow-map-end') flows.pop();
  else if (type === 'flow-error-end') flows.length = 0;
  else if (type === 'map-value-ind') current.pairs += 1;
  else if (type === 'seq-item-ind' || type === 'explicit-key-ind') current.lenient += 1;
  else if (type === 'comma') current.pairs = 0;
}
