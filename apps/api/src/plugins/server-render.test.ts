import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { insertStation, stationsSettled } from '../test/stations.ts';
import { writeWebBuild } from '../test/web-build.ts';

// A web build with a server render (dist/.server/entry-server.js, as `vite build --ssr` writes it). This one
// draws what it is handed, so the test sees exactly what the server gave the render and what it did with it.
const RENDER = `
export async function renderPage(url, data) {
  if (url.startsWith('/contact')) throw new Error('render broke');
  const answers = Object.values(data.answers);
  const text = (answers[0]?.title ?? 'Page ' + url).replaceAll('<', '&lt;');
  return '<main><h1>' + text + '</h1></main>';
}
`;
const template = await readFile(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');
// Vite's build names its entry and the entry's own chunks like this.
const built = template.replace(
  '<script type="module" src="/src/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
);

let t: TestApp;
let dist: string;
let stationId: string;
beforeAll(async () => {
  dist = await writeWebBuild({ 'index.html': built, '.server/entry-server.js': RENDER });
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.fuellinq.nl' });
  stationId = await insertStation(t.app.db, {
    title: 'Tinq </script> Vulcanusweg',
    brand: 'Tinq',
    lat: 52.0,
    lng: 4.36,
  });
  await stationsSettled(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const pageData = (body: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(body)![1]!) as {
    at: number;
    answers: Record<string, { id: string; title: string }>;
  };

describe('a page the server renders', () => {
  it('arrives drawn from the station’s own answer, which the HTML carries beside it', async () => {
    const response = await page(`/station/${stationId}`);
    expect(response.statusCode).toBe(200);
    // The render's HTML in the root.
    expect(response.body).toContain(
      '<div id="root"><main><h1>Tinq &lt;/script> Vulcanusweg</h1></main></div>',
    );
    const data = pageData(response.body);
    expect(data.answers[`/api/stations/${stationId}`]).toMatchObject({
      id: stationId,
      title: 'Tinq </script> Vulcanusweg',
    });
    expect(Math.abs(data.at - Date.now())).toBeLessThan(60_000);
    // Nothing in the carried answers can close their element.
    expect(/id="page-data">(.*?)<\/script>/s.exec(response.body)![1]).not.toContain('<');
    // The station's name is the document title before any script runs.
    expect(response.body).toContain('<title>Tinq &lt;/script&gt; Vulcanusweg – FuelLinq</title>');
  });

  it('asks for its code only after the first paint: the boot script, no module script or preload in the head', async () => {
    const body = (await page(`/station/${stationId}`)).body;
    expect(body).toContain(
      '<script async src="/boot.js" data-entry="/assets/index-A1.js" data-modules="/assets/react-B2.js"></script>',
    );
    expect(body).not.toContain('type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    // The answer is in the page already: not asked again.
    expect(body).not.toContain('rel="preload"');
  });

  it('renders the public pages with no answers, and with their query (a tab of /demo)', async () => {
    const body = (await page('/demo?audience=business')).body;
    expect(body).toContain('<h1>Page /demo?audience=business</h1>');
    expect(pageData(body).answers).toEqual({});
    expect(body).toContain('<title>Demo – FuelLinq</title>');
  });

  it('leaves to the browser a station that does not exist, and a page whose render fails', async () => {
    const missing = await page('/station/098c7be6-ef88-49ff-a531-13c99ab3e631');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    const broken = await page('/contact');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).toContain('<title>Contact – FuelLinq</title>');
  });

  it('leaves the app’s own pages to the browser', async () => {
    const body = (await page('/app/wallet')).body;
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain('id="page-data"');
  });

  it('never hands out the render’s own code as a file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.server/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderPage');
  });
});

describe('a web build whose server render cannot load', () => {
  it('is served as before, drawn by the browser', async () => {
    const broken = await writeWebBuild({
      'index.html': built,
      // As a build copied away from its node_modules: React cannot be found.
      '.server/entry-server.js':
        "import 'react-that-is-not-there';\nexport async function renderPage() { return '<h1>x</h1>'; }\n",
    });
    const other = await createTestApp({ WEB_DIST_DIR: broken, PUBLIC_URL: 'https://www.fuellinq.nl' });
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/greendeal',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>EU Green Deal – FuelLinq</title>');
    } finally {
      await other.close();
      await rm(broken, { recursive: true, force: true });
    }
  });
});
