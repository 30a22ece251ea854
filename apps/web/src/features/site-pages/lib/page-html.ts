import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  isAllowedContentUrl,
} from '@fuellinq/domain/site-pages/site-page-rules';
import { renderMarkdown } from '@fuellinq/domain/site-pages/markdown';
import createDOMPurify from 'dompurify';

const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite', 'action', 'formaction', 'xlink:href']);

// One DOMPurify of our own (its hooks are per instance), holding to the same policy as the server's
// sanitize-html (decision 014): the allow-listed tags, each with its own attributes, and URLs only to
// http(s), mailto, tel or this site.
const purifier = createDOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const name = data.attrName.toLowerCase();
  const allowed = ALLOWED_ATTRIBUTES['*']!.includes(name) || (ALLOWED_ATTRIBUTES[tag] ?? []).includes(name);
  if (!allowed || (URL_ATTRIBUTES.has(name) && !isAllowedContentUrl(data.attrValue))) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  // A link that opens a new tab never hands the opener to the other site.
  if (node.nodeName === 'A' && node.hasAttribute('target')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const ALL_ATTRIBUTES = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];

/** The browser's half of the content policy: whatever the server sent, only safe markup is shown. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** What a page's content looks like: its HTML when it has some, else its markdown; sanitised either way. */
export function pageContentHtml(content: { content_md: string | null; content_html: string | null }): string {
  if (content.content_html) return sanitizeHtml(content.content_html);
  if (content.content_md) return sanitizeHtml(renderMarkdown(content.content_md));
  return '';
}

/**
 * The HTML the public page shows: the server's rendering (render_html, sanitised on save) sanitised once
 * more here; a page without it is rendered here from its source, as the editor's preview is.
 */
export function sitePageHtml(page: {
  render_html?: string | null;
  content_md: string | null;
  content_html: string | null;
}): string {
  return page.render_html ? sanitizeHtml(page.render_html) : pageContentHtml(page);
}

/** A page's description for search results: its first words, at most 155 characters. */
export function pageDescription(html: string, fallback: string): string {
  // A space after every block, so "<h2>Kop</h2><p>Tekst" reads "Kop Tekst".
  const spaced = html.replace(
    /<\/(?:p|h[1-6]|li|div|section|article|blockquote|figcaption|t[dh]|d[td]|pre)>|<br\s*\/?>/gi,
    '$& ',
  );
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return fallback;
  return text.length <= 155 ? text : `${text.slice(0, 154).replace(/\s+\S*$/, '')}…`;
}
