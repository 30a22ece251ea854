import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
} from '@fuellinq/domain/site-pages/site-page-rules';
import { renderMarkdown } from '@fuellinq/domain/site-pages/markdown';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'cite'],
  allowProtocolRelative: false,
  // A <script>'s or <style>'s text goes with it; other unknown tags lose the tag and keep their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // A link that opens a new tab never hands the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * The server's half of the content policy (decision 014): what an admin saves as HTML, and what markdown
 * renders to, keeps only the markup of ALLOWED_TAGS; scripts, event handlers, styles and javascript: URLs
 * never reach the database's render_html. The browser runs DOMPurify on the same policy before showing it.
 */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** What a visitor sees: the HTML page wins over markdown; both pass the sanitiser. */
export function renderPageContent(content: { contentMd: string | null; contentHtml: string | null }): string {
  if (content.contentHtml) return sanitizePageHtml(content.contentHtml);
  if (content.contentMd) return sanitizePageHtml(renderMarkdown(content.contentMd));
  return '';
}
