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
