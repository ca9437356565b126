/**
 * The router registers its navigate function here, so the listener that answers the API
 * layer's requests (store-api.ts: /login on a 401, /maintenance when the API is unreachable)
 * can move the page without importing the router (which imports every page).
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

export function registerNavigate(fn: Navigate) {
  navigate = fn;
}

export function goTo(to: string, opts?: { replace?: boolean }) {
  navigate(to, opts);
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}
