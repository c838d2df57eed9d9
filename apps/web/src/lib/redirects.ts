export const DEFAULT_TARGET = '/projects';

function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/**
 * The page to open after login. Only same-origin relative paths are accepted ('/x', not '//x',
 * '/\x' or absolute URLs), and never the login page itself.
 */
export function safeTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return DEFAULT_TARGET;
  if (/[\\\s]/.test(target) || hasControlCharacter(target)) return DEFAULT_TARGET;
  try {
    const base = 'http://dashboard.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return DEFAULT_TARGET;
    if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return DEFAULT_TARGET;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_TARGET;
  }
}

/** Spec 1 §4: send the user to login with the current page as target (/projects from login). */
export function loginPath(pathname: string, search: string): string {
  const onLogin = pathname === '/login' || pathname.startsWith('/login/');
  const target = onLogin ? DEFAULT_TARGET : `${pathname}${search}`;
  return `/login?target=${encodeURIComponent(target)}`;
}
