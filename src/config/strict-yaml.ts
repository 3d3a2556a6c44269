// YAML as the gate reads a file a reviewer must be able to trust (the exceptions file, the policy
// file): every scalar as text (the failsafe schema: an id of digits or a date stays as written), keys
// unique, and no tag or anchor (a reviewer reads what applies where it applies). A problem is reported
// through the caller's `fail`, with the line. Pure.
import { type Document, isScalar, LineCounter, type Node, parseDocument, visit } from 'yaml';
import { quoteValue } from './inputs.ts';

/** Where a file went wrong: the caller turns it into its own error (`path:line: message`). */
export type Fail = (line: number, message: string) => never;

/** A document read strictly: its root node (null when empty) and the line of any node. */
export interface StrictDocument {
  root: Node | null;
  lineOf(node: Node | null | undefined): number;
}

/** Parses `text`; calls `fail` for a syntax error, a tag or an anchor. */
export function parseStrictYaml(text: string, fail: Fail): StrictDocument {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, schema: 'failsafe', uniqueKeys: true, prettyErrors: false });
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
 * The first tag or anchor of the document: a reviewer must read what applies where it applies. A tag
 * (`!!binary`, `!!str`, `!x`) changes what the text written means; an anchor lets an alias (`*x`)
 * repeat a value away from where it is written (an alias needs an anchor before it, so refusing anchors
 * refuses aliases).
 */
function hiddenMeaning(document: Document): { node: Node; message: string } | undefined {
  let found: { node: Node; message: string } | undefined;
  visit(document, {
    Node(_, node) {
      if (node.tag !== undefined) {
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
