/**
 * The router registers its navigate function here so the API layer can send people to
 * /login or /maintenance without importing the router (which imports every page).
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
