/** The polling helper the API tests use too: one copy, in apps/server/test/wait.ts. */
export { waitUntil, type WaitOptions } from '../../apps/server/test/wait.js';
