// The demo's log as the runner shows it (scripts/demo.ts): the action's workflow commands rendered for a
// terminal, each mask named by what it hides.

/**
 * The log as the runner shows it: workflow commands rendered, a masked value never shown. Each mask says
 * what it hides, by the name `secrets` gives its value (`the api-token input`), the value never.
 */
export function logForTerminal(stdout: string, secrets: ReadonlyMap<string, string> = new Map()): string {
  const decode = (s: string): string =>
    s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  return stdout
    .split('\n')
    .map((line) => {
      const command = /^::([a-z-]+)( [^:]*)?::(.*)$/.exec(line);
      if (!command) return line;
      const [, name = '', props = '', message = ''] = command;
      if (name === 'add-mask') return `(${secrets.get(decode(message)) ?? 'a value the demo did not set'}: masked from here on)`;
      if (name === 'group') return `▸ ${decode(message)}`;
      if (name === 'endgroup' || name === 'debug') return undefined;
      const where = /file=([^,]*)/.exec(props)?.[1];
      const at = /line=(\d+)/.exec(props)?.[1];
      const title = /title=([^,]*)/.exec(props)?.[1];
      const place = where ? `${decode(where)}${at ? `:${at}` : ''}: ` : '';
      return `${name.toUpperCase()} ${place}${title ? `${decode(title)}: ` : ''}${decode(message)}`;
    })
    .filter((line) => line !== undefined)
    .join('\n');
}
