import { PAGE_DATA_ELEMENT_ID, type PageData } from '@fuellinq/domain/common/page-data';

/**
 * The API answers the server rendered this page with (`PageData`): the page's first render in the browser
 * starts from the very answers the server's render used, so it draws what is already on screen instead of a
 * skeleton, and asks the API nothing it already has.
 */
let pageData: PageData | undefined;

/** The server's render (apps/web/src/entry-server.tsx) hands its answers over, and takes them back after. */
export function setPageData(data: PageData | undefined) {
  // A copy: the answers are given out once, and the caller's own stay as they are.
  pageData = data && { at: data.at, answers: { ...data.answers } };
}

/** The browser reads what the server's HTML carries, once, before its first render. */
export function readPageData(doc: Document = document) {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    pageData = JSON.parse(element.textContent) as PageData;
  } catch {
    // A damaged copy only costs the page its head start: it asks the API as usual.
  }
}

/**
 * The answer to `GET path` the page was rendered with, for a query's `initialData`: given once, so a query
 * made again later (after the cache let it go) asks the API for a fresh one.
 */
export function takePageAnswer<T>(path: string): T | undefined {
  if (!pageData || !Object.hasOwn(pageData.answers, path)) return undefined;
  const answer = pageData.answers[path] as T;
  delete pageData.answers[path];
  return answer;
}

/** When the server read the page's answers, for a query's `initialDataUpdatedAt` (0: none). */
export function pageDataAt(): number {
  return pageData?.at ?? 0;
}
