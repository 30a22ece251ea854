/**
 * What the server puts into the HTML of a page it has rendered (apps/api/src/plugins/spa.ts), beside the
 * rendered app: the answers of our own API the render used, for the browser's first render to start from
 * (apps/web/src/lib/page-data.ts). Read from `<script type="application/json" id="page-data">`.
 */
export interface PageData {
  /** When the server read the answers (ms since the epoch): how fresh they are to the page's queries. */
  at: number;
  /** Each answer by its API path, as `GET` answered it. */
  answers: Record<string, unknown>;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * On the root of a page drawn as the signed-in app's frame (decision 033): the browser draws that page anew
 * (for the person signed in, or sends a visitor to the sign-in) instead of taking the server's tree over.
 */
export const SIGNED_IN_FRAME_ATTRIBUTE = 'data-signed-in-frame';
