/*
 * The seamless wallet's rows (docs/product.md §Seamless wallet), by concern: raw and fixed statements
 * (rows), players and game sessions, the rounds, and the wallet calls (debit, credit, rollback), each
 * one statement of a SQL function that claims, posts, records and answers. Only this module reads
 * them.
 */
export { big, dateOf, num, rowsOf } from './store/rows.js';
export * from './store/players.js';
export * from './store/rounds.js';
export * from './store/calls.js';
