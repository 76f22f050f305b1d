// A page's first load, as the JavaScript budget counts it (src/README.md,
// Budgets; scripts/measure-js.ts measures it): what the page asks for in its
// first 5 s with no input. Work that can wait starts after it: the service
// worker's registration, the site's own popups, home's sections going live.
export const FIRST_LOAD_MS = 5000;
