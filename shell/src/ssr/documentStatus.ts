/**
 * The HTTP status of a server-rendered document. A page asks for 404 when it found no document for
 * its address; that is only true when the content service answered. If a content query failed
 * (refused, timed out, rate-limited) the page merely could not tell, so the answer is 503: search
 * engines keep a page that is briefly unavailable, and drop one that is "not found".
 */
export function documentStatus(pageStatus: number | undefined, contentFailed: boolean): number {
  const status = pageStatus ?? 200;
  return status === 404 && contentFailed ? 503 : status;
}
