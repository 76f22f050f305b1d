// The island's router: React Router's StaticRouter at the page's path while the
// build renders it, its BrowserRouter in the browser, where moving between /m
// routes never reloads the page. BrowserRouter renders each move in a
// transition, so the page on screen stays until the next one's code is here.
// The hooks that read it, and the history index, are in state/location.ts.
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from '../state/location.ts';
import { useScrollRestoration } from './use-scroll-restoration.ts';

export function AppRouter({ path, children }: { path: string; children: ReactNode }) {
  return typeof window === 'undefined' ? (
    <StaticRouter location={path}>{children}</StaticRouter>
  ) : (
    <BrowserRouter>
      <ScrollRestoration />
      {children}
    </BrowserRouter>
  );
}

function ScrollRestoration() {
  useScrollRestoration();
  return null;
}
