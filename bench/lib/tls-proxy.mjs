// The HTTPS front of a deployment (docs/deploy.md: "reverse proxy / load balancer (TLS, …)") for benchmarks
// that measure a page as a visitor's browser gets it: TLS with HTTP/2 to the browser, plain HTTP/1.1 to the
// API process behind it, as nginx (`listen 443 ssl; http2 on;`) or Caddy (by default) do. The certificate is
// made once with openssl for localhost and kept in bench/.tmp/tls; the browser is told to accept it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { root } from './harness.mjs';

const TLS_DIR = path.join(root, 'bench/.tmp/tls');

function certificate() {
  const key = path.join(TLS_DIR, 'key.pem');
  const cert = path.join(TLS_DIR, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(TLS_DIR, { recursive: true });
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    ]);
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

// Hop-by-hop header fields, which a proxy does not pass on (and HTTP/2 does not allow).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/** Starts the proxy on `port` in front of `targetUrl` (http://host:port); answers its https:// address. */
export function startTlsProxy(targetUrl, port) {
  const target = new URL(targetUrl);
  const server = http2.createSecureServer({ ...certificate(), allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)),
    );
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...headers,
          host: request.headers[':authority'] ?? request.headers.host,
          'x-forwarded-for': request.socket.remoteAddress,
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        for (const name of HOP_BY_HOP) delete answer.headers[name];
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `https://localhost:${port}`, close: () => new Promise((done) => server.close(done)) }),
    );
  });
}
