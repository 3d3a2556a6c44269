// The inputs that say which API a run asks and as whom: api-token (or SEMGREP_APP_TOKEN), base-url and
// deployment. Pure: each parsed on its own, as config/index.ts parseConfig calls them.
import { type BaseUrlFault, checkBaseUrl, normalBaseUrl } from '../api/base-url.ts';
import { publicUrl } from '../api/url-text.ts';
import {
  ConfigError,
  checkInputSize,
  checkText,
  type Env,
  type Inputs,
  isTokenShaped,
  parseDecimalId,
  quoteValue,
  readInput,
} from './inputs.ts';
import type { Config } from './types.ts';

/** Whether a value is an Azure Pipelines variable reference left as written, `$(NAME)`: no secret, so not masked, and no token. */
export function isUnexpandedVariable(value: string): boolean {
  return /^\$\([A-Za-z_][\w.-]*\)$/.test(value.trim());
}

/** `api-token`, else SEMGREP_APP_TOKEN: trimmed, required, and printable ASCII (it becomes a header value). */
export function parseApiToken(inputs: Inputs, env: Env): string {
  const fromInput = readInput(inputs, 'api-token');
  const fromEnv = env['SEMGREP_APP_TOKEN'] ?? '';
  checkInputSize('api-token', fromEnv);
  const token = fromInput !== '' ? fromInput : fromEnv.trim();
  if (token === '') {
    const subject = 'the api-token input or the SEMGREP_APP_TOKEN environment variable';
    throw new ConfigError('api-token', `No API token: set ${subject}.`, subject);
  }
  // Azure Pipelines leaves $(NAME) as written where no variable NAME reaches the step: not a token (trial7).
  if (isUnexpandedVariable(token)) {
    const source = fromInput !== '' ? "Input 'api-token'" : 'The SEMGREP_APP_TOKEN environment variable';
    throw new ConfigError(
      'api-token',
      `${source} is the text ${token}, a pipeline variable that was not expanded: Azure Pipelines leaves $(NAME) as written where no variable NAME is defined, and a pull request from a fork gets no secret variables. Define the secret variable, and map it to the task's apiToken input (or the script's env:).`,
    );
  }
  // It becomes an HTTP header value: printable ASCII only. The value itself is never quoted.
  if (!isTokenShaped(token)) {
    const source = fromInput !== '' ? "Input 'api-token'" : 'The SEMGREP_APP_TOKEN environment variable';
    throw new ConfigError(
      'api-token',
      `${source} contains whitespace, a control character or a non-ASCII character: use the token exactly as Semgrep issued it.`,
    );
  }
  return token;
}

const BASE_URL_ACCEPTED = 'use an http or https URL such as https://semgrep.dev, without credentials, query or fragment';

/** The sentence for each way a base-url breaks the rule of api/base-url.ts. */
function baseUrlError(value: string, fault: BaseUrlFault): ConfigError {
  // Its scheme, host and path only: a query or a user name may hold a secret pasted there.
  const quoted = `Input 'base-url' is ${quoteValue(publicUrl(value))}`;
  const sentences: Record<BaseUrlFault, () => string> = {
    invalid: () => `${quoted}: ${BASE_URL_ACCEPTED}.`,
    // Never quote it: the value holds a secret.
    credentials: () => `Input 'base-url' contains credentials: remove them (the token goes in api-token) and ${BASE_URL_ACCEPTED}.`,
    'query-or-fragment': () => `${quoted}: remove the query or fragment; ${BASE_URL_ACCEPTED}.`,
    cleartext: () =>
      `${quoted}: the base-url must use https: so the token is not sent in clear text (http is accepted only for a loopback host such as 127.0.0.1).`,
  };
  return new ConfigError('base-url', sentences[fault]());
}

/** `base-url`: the one URL rule of api/base-url.ts, normalised. */
export function parseBaseUrl(value: string): string {
  const checked = checkBaseUrl(value);
  if ('fault' in checked) throw baseUrlError(value, checked.fault);
  return normalBaseUrl(checked.url);
}

/** `deployment`: a decimal id, or else a name; empty: none named. */
export function parseDeployment(value: string): Config['deployment'] {
  if (value === '') return undefined;
  if (/^[0-9]+$/.test(value)) return { id: parseDecimalId('deployment', value) };
  return { name: checkText('deployment', value) };
}
