/** A positive whole number from a query parameter, else undefined (a hand-edited ?tag=abc is no filter). */
function idParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** What /programme's query string asks for: a topic page, or the list with its filters and page. */
export function programmeParams(params: URLSearchParams) {
  return {
    topic: idParam(params.get('topic')),
    category: params.get('category') ?? '',
    keyword: params.get('keyword') ?? '',
    tag: idParam(params.get('tag')),
    project: idParam(params.get('project')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The query string with `change` applied: empty values removed. */
export function withParams(params: URLSearchParams, change: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
