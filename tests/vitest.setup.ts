// Before each vitest file: the folders it makes go when it is done (tests/temp-dirs.ts). Registered before the
// file's own hooks, so it runs after them (after-hooks run in reverse), once the servers reading them are closed.
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs.ts';

afterAll(removeTempDirs);
