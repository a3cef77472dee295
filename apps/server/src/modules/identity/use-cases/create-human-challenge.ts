import type { IdentityServiceDeps } from '../deps.js';

/** A new human-check challenge (ALTCHA proof of work) for the login and registration forms. */
export async function createHumanChallenge(deps: IdentityServiceDeps) {
  return deps.humanChallenge.create();
}
