// The action's entry point (the runner executes dist/index.js, built from this file).
import { run } from './main.ts';

await run();
