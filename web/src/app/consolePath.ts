export type ConsoleName = 'admin' | 'agent' | 'customer';

const PREFIXES: ReadonlyArray<[string, ConsoleName]> = [
  ['/new_admin', 'admin'],
  ['/new_agent', 'agent'],
  ['/my', 'customer'],
];

/** The console a browser path belongs to, by prefix; null for a path of none (the app then opens /my). */
export function consoleOfPath(pathname: string): ConsoleName | null {
  for (const [prefix, name] of PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return name;
  }
  return null;
}
