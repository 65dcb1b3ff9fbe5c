/**
 * HTTP status of a form answer that carries validation errors. A JavaScript
 * submission (fetch) gets the real 4xx; a document navigation (a form posted
 * without JavaScript) gets 200, because the page itself shows the errors and
 * browsers report a 4xx document as a failed resource load.
 */
export function formAnswerStatus(request: Request, status: number) {
  const navigation = request.headers.get("sec-fetch-mode") === "navigate";
  return navigation && status === 400 ? 200 : status;
}
