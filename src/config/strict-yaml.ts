// YAML as the gate reads a file a reviewer must be able to trust (the exceptions file, the policy
// file): every scalar as text (the failsafe schema: an id of digits or a date stays as written), keys
// unique, and no tag or anchor (a reviewer reads what applies where it applies). The text's depth and
// entries are bounded before it is parsed (yaml-shape.ts). A problem is reported through the caller's
// `fail`, with the line. Pure.
import { type Document, isMap, isScalar, LineCounter, type Node, parseDocument, visit } from 'yaml';
import { quoteValue } from './inputs.ts';
import { yamlShapeFault } from './yaml-shape.ts';

/** Where a file went wrong: the caller turns it into its own error (`path:line: message`). */
export type Fail = (line: number, message: string) => never;

/** A document read strictly: its root node (null when empty) and the line of any node. */
export interface StrictDocument {
  root: Node | null;
  lineOf(node: Node | null | undefined): number;
}

/** Parses `text`; calls `fail` for a text nested too deep or too long, a syntax error, a key given twice, a tag or an anchor. */
export function parseStrictYaml(text: string, fail: Fail): StrictDocument {
  const shape = yamlShapeFault(text);
  if (shape !== undefined) fail(shape.line, shape.message);
  const lines = new LineCounter();
  // Keys are checked unique below, in one pass: yaml's own check compares each key with every other.
  const document = parseDocument(text, { lineCounter: lines, schema: 'failsafe', uniqueKeys: false, prettyErrors: false });
  const [error] = document.errors;
  if (error !== undefined) fail(lines.linePos(error.pos[0]).line, `not valid YAML (${error.message.split('\n')[0]}): fix the syntax.`);
  const lineOf = (node: Node | null | undefined): number => (node?.range ? lines.linePos(node.range[0]).line : 1);
  const hidden = hiddenMeaning(document);
  if (hidden !== undefined) fail(lineOf(hidden.node), hidden.message);
  return { root: document.contents as Node | null, lineOf };
}

/** Whether a node is empty: an empty document, or a key with nothing after it (the failsafe schema reads it as ''). */
export function isEmptyNode(node: Node | null | undefined): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === '');
}

/**
 * The first key given twice in a mapping, tag or anchor of the document: a reviewer must read what
 * applies where it applies. A key is compared as text (every scalar is text here). A tag
 * (`!!binary`, `!!str`, `!x`) changes what the text written means; an anchor lets an alias (`*x`)
 * repeat a value away from where it is written (an alias needs an anchor before it, so refusing anchors
 * refuses aliases).
 */
function hiddenMeaning(document: Document): { node: Node; message: string } | undefined {
  let found: { node: Node; message: string } | undefined;
  visit(document, {
    Node(_, node) {
      const twice = isMap(node) ? repeatedKey(node.items.map((pair) => pair.key)) : undefined;
      if (twice !== undefined) {
        found = { node: twice, message: 'not valid YAML (Map keys must be unique): fix the syntax.' };
      } else if (node.tag !== undefined) {
        const tag = node.tag.replace(/^tag:yaml\.org,2002:/, '!!');
        found = {
          node,
          message: `the tag ${quoteValue(tag)} changes what the value written means, and a reviewer must read what applies as it is written: remove the tag.`,
        };
      } else if (node.anchor !== undefined) {
        found = {
          node,
          message: `the anchor ${quoteValue(`&${node.anchor}`)} lets an alias (${quoteValue(`*${node.anchor}`)}) repeat this value where a reviewer does not see it: write each value out where it applies, and remove the anchor.`,
        };
      }
      return found === undefined ? undefined : visit.BREAK;
    },
  });
  return found;
}

/** The first scalar key equal to one before it. */
function repeatedKey(keys: unknown[]): Node | undefined {
  const seen = new Set<string>();
  for (const key of keys) {
    if (!isScalar(key)) continue;
    const text = String(key.value);
    if (seen.has(text)) return key;
    seen.add(text);
  }
  return undefined;
}
