// The budget for text kept across a run: the items a run keeps in detail (the findings and secrets it
// names, the blocked dependencies) hold the text of their fields, each cut at MAX_FIELD_CHARS where it is
// read. Ten thousand secrets of such fields would be gigabytes, so what is kept is charged to one
// budget, in bytes as the JavaScript heap holds text (a character past U+00FF takes two): while it lasts
// an item's fields are kept whole, and after it each longer field is cut at CUT_FIELD_CHARS and ends in
// `…`, marked as cut. An item no longer kept gives its share back. Its ids are never cut, and where it is
// (its repository's name, its file path) is kept whole up to PLACE_CHARS: the sinks match it to the CI's
// repository and point at its file by them (attack5 F5: a name cut at 32 characters was "another
// repository", left out of SARIF and the annotations, and a path cut so was no file). No repository's
// name and no real file's path is longer; one that is, is cut there, as the wire cuts at MAX_FIELD_CHARS.
import { cutText } from './cut.ts';

/** The bytes of text a run keeps whole: the details of a large deployment's run, in plain ASCII, fit in it. */
export const KEPT_TEXT_BYTES = 6 * 1024 * 1024;
/** Past the budget, the longest field kept: enough to tell a path or a name, ending in `…`. */
export const CUT_FIELD_CHARS = 32;
/** Past the budget, the longest place kept (a repository's name, a file path), cut past it. */
export const PLACE_CHARS = 1024;
/** Fields that say what an item is (matched, recorded in the report file): never cut here (the wire refuses one past MAX_ID_CHARS). */
const IDENTITIES: ReadonlySet<string> = new Set(['id', 'matchBasedId']);
/** Fields that say where an item is (matched to the CI's repository, a SARIF result's location), a nested one as `parent.field`: cut only past PLACE_CHARS. */
const PLACES: ReadonlySet<string> = new Set(['filePath', 'findingPath', 'repository.name']);
/** The nested objects (or lists of them) of a kept item whose text is kept too: a repository, a vulnerable package, a manifest's place, the fixes of a finding. */
const NESTED: ReadonlySet<string> = new Set(['repository', 'dependency', 'definedAt', 'fixRecommendations']);

type Fields = Record<string, unknown>;

/** One run's budget of kept text (bytes). */
export class KeptText {
  #left: number;
  /** What each kept item was charged, and how many keepers hold it. */
  readonly #charged = new WeakMap<object, { bytes: number; holders: number }>();

  constructor(bytes: number = KEPT_TEXT_BYTES) {
    this.#left = bytes;
  }

  /** The bytes left before fields are cut. */
  get left(): number {
    return this.#left;
  }

  /** Keeps an item: its text whole while the budget lasts, else each longer field cut (in place); charged once however many keep it. */
  keep<T extends object>(item: T): T {
    const charged = this.#charged.get(item);
    if (charged !== undefined) {
      charged.holders++;
      return item;
    }
    let bytes = textOf(item as Fields, false);
    if (bytes > this.#left) bytes = textOf(item as Fields, true);
    this.#left -= bytes;
    this.#charged.set(item, { bytes, holders: 1 });
    return item;
  }

  /** Keeps one text for the rest of the run (a repository's name): whole while the budget lasts, else cut at CUT_FIELD_CHARS, marked `…`. */
  text(value: string): string {
    const kept = value.length > CUT_FIELD_CHARS && bytesOf(value) > this.#left ? cutText(value, CUT_FIELD_CHARS) : value;
    this.#left -= bytesOf(kept);
    return kept;
  }

  /** Gives back a kept item's share once no keeper holds it. */
  release(item: object): void {
    const charged = this.#charged.get(item);
    if (charged === undefined || --charged.holders > 0) return;
    this.#left += charged.bytes;
    this.#charged.delete(item);
  }
}

/** The bytes the heap holds a text in: one a character, two when one is past U+00FF. */
function bytesOf(text: string): number {
  return /[^\u0000-\u00ff]/.test(text) ? 2 * text.length : text.length;
}

/** The bytes of an item's text (its fields, and those of its nested objects); with `cut`, each field over CUT_FIELD_CHARS is cut first. */
function textOf(fields: Fields, cut: boolean, parent?: string): number {
  let bytes = 0;
  for (const name of Object.keys(fields)) {
    const value = fields[name];
    if (typeof value === 'string') {
      if (cut && value.length > CUT_FIELD_CHARS) {
        const path = parent === undefined ? name : `${parent}.${name}`;
        const most = IDENTITIES.has(path) ? Number.POSITIVE_INFINITY : PLACES.has(path) ? PLACE_CHARS : CUT_FIELD_CHARS;
        if (value.length > most) fields[name] = cutText(value, most);
      }
      bytes += bytesOf(fields[name] as string);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const entry: unknown = value[i];
        if (typeof entry === 'string') {
          if (cut && entry.length > CUT_FIELD_CHARS) value[i] = cutText(entry, CUT_FIELD_CHARS);
          bytes += bytesOf(value[i] as string);
        } else if (parent === undefined && NESTED.has(name) && entry !== null && typeof entry === 'object') {
          bytes += textOf(entry as Fields, cut, name);
        }
      }
    } else if (parent === undefined && NESTED.has(name) && value !== null && typeof value === 'object') {
      bytes += textOf(value as Fields, cut, name);
    }
  }
  return bytes;
}
