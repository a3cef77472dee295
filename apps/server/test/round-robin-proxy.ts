import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer on loopback for the multi-process tests: each new request or WebSocket upgrade goes
 * to the next live backend in turn (a backend that refuses the connection is skipped, as a balancer's
 * health check would), with the client address passed on in X-Forwarded-For.
 */
export async function startRoundRobinProxy(backends: string[]) {
  const targets = backends.map((url) => new URL(url));
  const down = new Set<number>();
  let next = 0;
  const pick = () => {
    for (let tried = 0; tried < targets.length; tried++) {
      const index = next++ % targets.length;
      if (!down.has(index)) return { index, target: targets[index]! };
    }
    return null;
  };

  const server = http.createServer((request, response) => {
    const forward = (attempt: number) => {
      const chosen = pick();
      if (!chosen) {
        response.writeHead(502).end();
        return;
      }
      const upstream = http.request(
        {
          host: chosen.target.hostname,
          port: chosen.target.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A backend that is gone: mark it and try the next (nothing was sent to it).
        if (error.code === 'ECONNREFUSED' && attempt < targets.length) {
          down.add(chosen.index);
          forward(attempt + 1);
        } else if (!response.headersSent) response.writeHead(502).end();
        else response.destroy();
      });
      request.pipe(upstream);
    };
    forward(1);
  });

  server.on('upgrade', (request, socket, head) => {
    const chosen = pick();
    if (!chosen) {
      socket.destroy();
      return;
    }
    const upstream = net.connect(Number(chosen.target.port), chosen.target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Which backend the next connection goes to (0-based). */
    peek: () => next % targets.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
