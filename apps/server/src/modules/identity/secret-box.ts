/** AES-256-GCM for secrets kept in the database: the shared kit (kernel/secret-box.ts). */
export { openSecret, sealSecret } from '../../kernel/secret-box.js';
