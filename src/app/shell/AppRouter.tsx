// The build renders each route at its path; the browser takes over with real
// history, so moving between /m routes never reloads the page.
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';

export function AppRouter({ path, children }: { path: string; children: ReactNode }) {
  return typeof window === 'undefined' ? <StaticRouter location={path}>{children}</StaticRouter> : <BrowserRouter>{children}</BrowserRouter>;
}
