// Azure Pipelines logging commands (`##vso[area.action key=value;…]message`), escaped as the agent
// unescapes them: a property value cannot end the property (`;`), the command (`]`) or the line (CR,
// LF), and `%` is written so that nothing else is read as an escape. Pure.

/** The agent's escape of a command's message: `%`, CR and LF. */
export function azureMessage(s: string): string {
  return s.replaceAll('%', '%AZP25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** The agent's escape of a property value: the message's, plus `;` and `]`. */
export function azureProperty(s: string): string {
  return azureMessage(s).replaceAll(';', '%3B').replaceAll(']', '%5D');
}

/** One logging command line; properties whose value is undefined are left out. */
export function azureCommand(command: string, properties: Record<string, string | number | undefined>, message = ''): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${azureProperty(String(value))}`)
    .join(';');
  return `##vso[${command}${props === '' ? '' : ` ${props}`}]${azureMessage(message)}`;
}
