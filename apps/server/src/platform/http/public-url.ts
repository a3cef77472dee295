import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The site's own base URL for links handed to others (payment gateway callbacks and returns, game
 * lobby links): PUBLIC_URL when configured, else the address this process listens on. Never the
 * request's Host header, which the caller chooses.
 */
export function createPublicUrl(configured: string | undefined) {
  let listening: string | null = null;
  return {
    get(): string {
      if (configured) return configured.replace(/\/+$/, '');
      if (!listening) throw new Error('the public URL is not known before the server listens');
      return listening;
    },
    /** Learns the listening address once the app listens (only used when PUBLIC_URL is unset). */
    attach(app: FastifyInstance) {
      app.addHook('onListen', async () => {
        const address = app.server.address() as AddressInfo | null;
        if (!address || typeof address !== 'object') return;
        const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
        listening = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
      });
    },
  };
}

export type PublicUrl = ReturnType<typeof createPublicUrl>;
