// The Azure DevOps task's entry point (task.json's execution target; built to dist/azure-task/index.js and
// packed beside the command line, dist/cli/, in the extension). It stays thin: the agent's inputs become
// the command line's FINDINGS_GATE_<NAME> variables, the bundled command line runs with --ci azure on this
// Node (the Node24 handler's), and its exit code becomes the task's result. Everything else (the log, the
// issues, the build summary, the output variables) is the command line's Azure host.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLineEnvironment, taskCompletion } from './azure-task/inputs.ts';
import { azureCommand } from './render/azure.ts';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'cli', 'index.js');
const child = spawn(process.execPath, [cli, '--ci', 'azure'], { env: commandLineEnvironment(process.env), stdio: 'inherit' });
child.on('error', (error) => {
  process.stdout.write(
    `${azureCommand('task.complete', { result: 'Failed' }, `findings-gate could not start its command line: ${error.message}`)}\n`,
  );
});
child.on('close', (code) => {
  const completion = taskCompletion(code);
  if (completion !== undefined) process.stdout.write(`${completion}\n`);
});
