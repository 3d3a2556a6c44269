// The `thresholds` input: severity budgets, `key=max` one per line or comma, `#` starts a comment.

import type { Product, Severity } from '../api/types.ts';
import { MOST_SEVERE_FIRST, PRODUCTS, SEVERITIES } from '../domain.ts';
import type { BudgetKey, SeverityBudget } from '../gate/types.ts';
import { ConfigError, checkInputSize, checkListLength, quoteValue } from './inputs.ts';

const INPUT = 'thresholds';
const SEVERITY_WORDS = MOST_SEVERE_FIRST.join(', ');
const KEY_HELP = `use total, a severity (${SEVERITY_WORDS}), a product (${PRODUCTS.join(', ')}) or product.severity such as code.critical`;
/** Words a person may type for a product, besides its own name. */
const PRODUCT_ALIASES: ReadonlyMap<string, Product> = new Map([['supply-chain', 'sca']]);

/** Parses budgets such as `high=0, code.critical=2, total=10`, in the order given; throws ConfigError naming `thresholds`. */
export function parseThresholds(text: string): SeverityBudget[] {
  checkInputSize(INPUT, text);
  const items = text
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.replace(/#.*/, '').split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  checkListLength(INPUT, items.length, 'budgets');

  const budgets: SeverityBudget[] = [];
  const seen = new Set<BudgetKey>();
  for (const item of items) {
    const equals = item.indexOf('=');
    if (equals === -1) {
      throw new ConfigError(
        INPUT,
        `Input 'thresholds' has ${quoteValue(item)} without '=': write key=max, such as high=0 or code.critical=2.`,
      );
    }
    const key = parseBudgetKey(item.slice(0, equals).trim(), item);
    const max = parseMax(item.slice(equals + 1).trim(), item);
    if (seen.has(key)) {
      throw new ConfigError(INPUT, `Input 'thresholds' sets ${key} twice: keep one ${key}=max.`);
    }
    seen.add(key);
    budgets.push({ key, max });
  }
  return budgets;
}

/** A budget key, case-insensitive, in its canonical form (`supply-chain.HIGH` → `sca.high`). */
function parseBudgetKey(text: string, item: string): BudgetKey {
  const parts = text
    .toLowerCase()
    .split('.')
    .map((part) => part.trim());
  const [first = '', second] = parts;
  if (parts.length === 1) {
    if (first === 'total') return 'total';
    const severity = asSeverity(first);
    if (severity !== undefined) return severity;
    const product = asProduct(first);
    if (product !== undefined) return product;
  } else if (parts.length === 2 && second !== undefined) {
    const product = asProduct(first);
    const severity = asSeverity(second);
    if (product !== undefined && severity !== undefined) return `${product}.${severity}`;
  }
  throw new ConfigError(INPUT, `Input 'thresholds' has key ${quoteValue(text)} in ${quoteValue(item)}: ${KEY_HELP}.`);
}

function asSeverity(word: string): Severity | undefined {
  return SEVERITIES.find((severity) => severity === word);
}

function asProduct(word: string): Product | undefined {
  const normalized = word.replace(/[-_ ]/g, '-');
  return PRODUCTS.find((product) => product === normalized) ?? PRODUCT_ALIASES.get(normalized);
}

/** The most findings allowed: a whole number, 0 or more. */
function parseMax(text: string, item: string): number {
  const max = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(max)) {
    throw new ConfigError(INPUT, `Input 'thresholds' has ${quoteValue(item)}: the max must be a whole number, 0 or more, such as high=0.`);
  }
  return max;
}
