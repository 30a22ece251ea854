import MarkdownIt from 'markdown-it';

// One markdown renderer for the server (render_html on save) and the browser (the editor's live preview),
// so the preview shows what the page will. Raw HTML in markdown is off: HTML pages use content_html, which
// the sanitisers check. markdown-it's own link check already drops javascript:, vbscript: and file: links;
// the sanitiser after it is the real guard.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** Markdown (or plain text, which is markdown too) to HTML; still to be sanitised before it is shown. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
