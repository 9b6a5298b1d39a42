/** The login page for a visit to `from` (a path inside the console); the root needs no `from`. */
export function loginLocation(from: string): string {
  const target = safeFrom(from);
  return target && target !== '/' ? `/login?from=${encodeURIComponent(target)}` : '/login';
}

/** `from` if it is a path inside this console (not another site, not the login page itself). */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return isLoginPath(from) ? null : from;
}

export function isLoginPath(path: string): boolean {
  return path === '/login' || path.startsWith('/login?') || path.startsWith('/login/');
}

/** A browser pathname without the console's base ('/new_admin/index' → '/index'). */
export function stripBasename(pathname: string, basename: string): string {
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}
