// Runs in every test file before its tests (vitest's setupFiles): after the file's own afterAll hooks
// (the sandboxes closed, the servers stopped), removes the temporary folders it made through
// test/support/temporary.ts, the command line's working folders among them.
import { afterAll } from 'vitest';
import { removeTemporaryFolders } from './temporary.ts';

afterAll(removeTemporaryFolders);
