// Where the player is in the app, and how they move. React Router
// (react-router-dom, in its declarative mode) owns the location, the history
// and the links: shell/AppRouter.tsx puts its router at the island's root (the
// build's StaticRouter at the page's path, BrowserRouter in the browser), and
// every page and feature reads it through this module, the only one that
// imports react-router-dom (tests/unit/boundaries.test.ts), as state/jotai.ts
// is for jotai. The routes themselves stay one table, app/routes.ts, which the
// shell matches: nothing renders through React Router's <Routes>.
import { useSearchParams as useRouterSearchParams } from 'react-router-dom';

export {
  BrowserRouter,
  Link as RouterLink,
  Navigate,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type LinkProps as RouterLinkProps,
  type NavigateFunction,
} from 'react-router-dom';

/** The URL's query (read it through useQuery() in state/use-hydrated.tsx where it shows in the first paint). */
export function useSearchParams(): URLSearchParams {
  return useRouterSearchParams()[0];
}

/**
 * The entry's place in the session's history: 0 for the page the player opened.
 * React Router's BrowserRouter writes it in each entry's state (`idx`), so a
 * back arrow can tell whether there is an app page to go back to.
 */
export function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}
