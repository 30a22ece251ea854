import { createServer, type Socket } from 'node:net';

/**
 * A small SMTP server for tests: it takes every message and keeps it, or, while `refusing`, answers
 * 421 and hangs up, as a mail server that is down for maintenance does.
 */
export interface SmtpSink {
  url: string;
  messages: string[];
  refusing: boolean;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink: SmtpSink = {
    url: '',
    messages: [],
    refusing: false,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (sink.refusing) {
      socket.end('421 fuellinq-test Service not available\r\n');
      return;
    }
    socket.write('220 fuellinq-test ESMTP\r\n');
    let buffer = '';
    let data: string | null = null;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data !== null) {
          if (line === '.') {
            sink.messages.push(data);
            data = null;
            socket.write('250 OK\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fuellinq-test\r\n');
        else if (command === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.address() as { port: number }).port}`;
  return sink;
}
