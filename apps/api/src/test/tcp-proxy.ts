import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy in front of the database server, so a test can take the database away and bring it back
 * without touching the server other tests use: `down()` drops every open connection and refuses new ones,
 * `stall()` accepts connections and never answers (a server that hangs), `up()` forwards again.
 */
export interface TcpProxy {
  port: number;
  down(): void;
  stall(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'up' | 'down' | 'stall' = 'up';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'down') return client.destroy();
    if (mode === 'stall') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as { port: number }).port,
    down() {
      mode = 'down';
      dropAll();
    },
    stall() {
      mode = 'stall';
      dropAll();
    },
    up() {
      mode = 'up';
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
