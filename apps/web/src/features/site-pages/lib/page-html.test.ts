// @vitest-environment jsdom
// The browser's sanitiser needs a DOM that DOMPurify works on: jsdom (its own test bed). happy-dom, which the
// other web tests use, hands DOMPurify a tree it cannot walk, so it would prove nothing here; the e2e journey
// checks the same in Chromium.
import { describe, expect, it } from 'vitest';
import { pageContentHtml, pageDescription, sanitizeHtml, sitePageHtml } from './page-html.ts';

const hostile =
  '<h2 onclick="alert(1)">Welkom</h2><script>alert("xss")</script>' +
  '<p>Lees <a href="javascript:alert(2)">dit</a>, <a href=" JaVaScRiPt:alert(3)">dat</a> en ' +
  '<a href="/faq" target="_blank">de FAQ</a>.</p>' +
  '<img src="/og-image.png" onerror="alert(4)" alt="pomp"><img src="javascript:alert(5)" alt="b">' +
  '<iframe src="https://evil.nl"></iframe><form action="https://evil.nl"><input name="x"></form>' +
  '<style>body{display:none}</style><svg onload="alert(6)"><circle r="1"/></svg>' +
  '<video src="https://cdn.fuellinq.nl/a.mp4" controls onplay="alert(7)"></video>' +
  '<a href="data:text/html,<script>alert(8)</script>">data</a><p style="position:fixed" class="fixed">stijl</p>';

describe('sanitizeHtml (DOMPurify on the shared policy)', () => {
  it('drops scripts, event handlers, javascript: and data: URLs, frames, forms, styles and svg', () => {
    const html = sanitizeHtml(hostile);
    expect(html).not.toMatch(
      /<script|alert|onerror|onclick|onload|onplay|javascript:|data:|<iframe|<form|<input|<style|<svg|style=|class=/i,
    );
    expect(html).toContain('<h2>Welkom</h2>');
    expect(html).toContain('<a href="/faq" target="_blank" rel="noopener noreferrer">de FAQ</a>');
    expect(html).toContain('<img src="/og-image.png" alt="pomp">');
    expect(html).toContain('<video src="https://cdn.fuellinq.nl/a.mp4" controls="">');
    expect(html).toContain('<a>dit</a>');
    expect(html).toContain('<p>stijl</p>');
  });

  it('keeps ordinary content as it is', () => {
    const html =
      '<h2>Kosten</h2><ul><li><strong>€ 2,50</strong> per maand</li></ul><p><a href="mailto:info@fuellinq.nl">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('pageContentHtml and sitePageHtml', () => {
  it('render markdown without raw HTML and without javascript: links', () => {
    const html = pageContentHtml({
      content_md: '# Kop\n\n<script>alert(1)</script>\n\n[klik](javascript:alert(2)) [contact](/contact)',
      content_html: null,
    });
    expect(html).not.toMatch(/<script|href="javascript/i);
    expect(html).toContain('<h1>Kop</h1>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="/contact">contact</a>');
  });

  it('prefer HTML over markdown, and sanitise what the server rendered once more', () => {
    expect(pageContentHtml({ content_md: 'md', content_html: '<p>html</p>' })).toBe('<p>html</p>');
    expect(sitePageHtml({ render_html: hostile, content_md: null, content_html: null })).not.toMatch(/alert/);
    expect(sitePageHtml({ render_html: '', content_md: '**vet**', content_html: null })).toBe(
      '<p><strong>vet</strong></p>\n',
    );
  });
});

describe('pageDescription', () => {
  it('takes the text of the page, at most 155 characters, ending on a whole word', () => {
    expect(pageDescription('<h2>Kop</h2><p>Een  korte\ntekst.</p>', 'standaard')).toBe(
      'Kop Een korte tekst.',
    );
    const long = pageDescription(`<p>${'tankpas '.repeat(40)}</p>`, 'standaard');
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long).toMatch(/tankpas…$/);
    expect(pageDescription('<img src="/a.png" alt="">', 'standaard')).toBe('standaard');
  });
});
