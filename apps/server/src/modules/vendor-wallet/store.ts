/*
 * The seamless wallet's rows (docs/product.md §Seamless wallet), by concern: raw and fixed statements
 * (rows), players and game sessions, the wallet transactions with their claims and settlements, and
 * the rounds. Only this module reads them.
 */
export { big, dateOf, num, rowsOf } from './store/rows.js';
export * from './store/players.js';
export * from './store/wallet-rows.js';
export * from './store/rounds.js';
