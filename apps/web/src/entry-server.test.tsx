import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';

const noAnswers = { at: 0, answers: {} };

/** The drawn HTML as a document, to ask it what a person would see. */
function drawn(html: string | undefined): Document {
  expect(html).toBeDefined();
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('the server’s render of the signed-in overview (decision 033)', () => {
  it('draws the app’s frame: the heading, the phone’s tabs and the tiles’ places while their figures load', async () => {
    const page = drawn(await renderPage('/app', noAnswers, { signedIn: true }));
    expect(page.querySelector('main h1')?.textContent).toBe('Overzicht');
    // Nobody is known to the server: the welcome names no one.
    expect(page.body.textContent).toContain('Welkom terug.');
    const tabs = page.querySelector('nav[aria-label="Dashboard (tabs)"]');
    expect([...(tabs?.querySelectorAll('a') ?? [])].map((tab) => tab.textContent)).toEqual([
      'Overzicht',
      'Stations',
      'Nu tanken',
      'Pas',
    ]);
    const tiles = page.querySelector('ul[aria-label="Kerncijfers"]');
    expect(
      [...(tiles?.querySelectorAll('[role="status"]') ?? [])].map((tile) => tile.getAttribute('aria-label')),
    ).toEqual([
      'Voertuigen laden…',
      'Passen laden…',
      'Openstaande facturen laden…',
      'Besparing laden…',
      'Puntensaldo laden…',
    ]);
    // The header is a signed-in one: no sign-in button beside Log uit.
    expect(page.body.textContent).toContain('Log uit');
    expect(page.body.textContent).not.toContain('Inloggen');
  });

  it('draws nothing of the signed-in app when not asked for its frame', async () => {
    const html = await renderPage('/app', noAnswers);
    expect(html ?? '').not.toContain('Kerncijfers');
  });
});
