// How the generators write a YAML scalar: single-quoted, a quote doubled, so that no value is read as
// anything but the string it is (no `true`, no number, no comment, no anchor).

/** A YAML single-quoted scalar of `text` (one line: a line break would fold into a space). */
export function yamlQuote(text: string): string {
  if (/[\r\n]/.test(text)) throw new Error(`a generated YAML scalar must be one line: ${JSON.stringify(text.slice(0, 60))}`);
  return `'${text.replaceAll("'", "''")}'`;
}
