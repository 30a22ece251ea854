// A local stand-in for opendata.cbs.nl's table 80416ned: answers the CBS import with the documented-shape
// answer in modules/stations/cbs/ (see its README: built from the real figures, not recorded), or with what
// a test scripts: an empty table, a server error, a page that is not JSON, a row that does not read.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CBS_TABLE_PATH } from '../modules/stations/cbs-import.ts';

export type CbsAnswer = 'good' | 'empty' | 'error' | 'not-json' | 'bad-row';

export interface CbsReplayServer {
  url: string;
  /** The query strings asked, oldest first. */
  requests: URLSearchParams[];
  answer: CbsAnswer;
  close(): Promise<void>;
}

const fixture = new URL('../modules/stations/cbs/80416ned-typed-data-set.json', import.meta.url);

export async function startCbsReplay(): Promise<CbsReplayServer> {
  const good = await readFile(fixture, 'utf8');
  const state: CbsReplayServer = {
    url: '',
    requests: [],
    answer: 'good',
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replay');
    if (url.pathname !== CBS_TABLE_PATH) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"odata.error":{}}');
      return;
    }
    state.requests.push(url.searchParams);
    const json = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/json;odata=minimalmetadata' }).end(body);
    const metadata = JSON.parse(good)['odata.metadata'] as string;
    switch (state.answer) {
      case 'good':
        return json(200, good);
      case 'empty':
        return json(200, JSON.stringify({ 'odata.metadata': metadata, value: [] }));
      case 'error':
        return json(500, '{"odata.error":{"code":"","message":{"lang":"nl-NL","value":"Server Error"}}}');
      case 'not-json':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Onderhoud</body></html>');
        return;
      case 'bad-row':
        return json(
          200,
          JSON.stringify({
            'odata.metadata': metadata,
            value: [
              { Perioden: '20260421', BenzineEuro95_1: 2.3, Diesel_2: null, Lpg_3: null },
              { Perioden: '2026MM04', BenzineEuro95_1: 2.31, Diesel_2: null, Lpg_3: null },
            ],
          }),
        );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
