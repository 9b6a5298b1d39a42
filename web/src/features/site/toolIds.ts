/** Spec §2: the customer tool menu ids (inside fills a gap), the id getSceneIntroduce takes. */
export const TOOL_IDS: Readonly<Record<string, number>> = {
  screen: 1,
  software: 2,
  microstation_micro: 5,
  microstation_live: 6,
  inside: 7,
  meeting: 8,
  assessment: 9,
  riposte: 10,
  score: 11,
};

/** The tool of a /tool/{mark} path, 0 when the path names none. */
export function toolIdOfPath(pathname: string): number {
  const mark = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return TOOL_IDS[mark] ?? 0;
}
