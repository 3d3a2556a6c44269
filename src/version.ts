// The version of findings-gate, as package.json says it (test/repository.test.ts holds the two together):
// what the SARIF file names its tool's version with, whatever ref the workflow pinned the action by.
export const VERSION = '0.1.0';

/** The project's home, as package.json's `homepage` says it (test/repository.test.ts holds the two together): the SARIF driver's informationUri. */
export const HOMEPAGE = 'https://github.com/findings-gate/findings-gate#readme';
