import { extractText, getDocumentProxy } from 'unpdf';

/** Opens a PDF with PDF.js (as a viewer would) and returns its page count and text. */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}
