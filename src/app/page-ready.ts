// The island hydrates a prebuilt page in one pass. React keeps a part whose
// code has not loaded yet as dehydrated HTML, and an update from above in that
// moment (the stored session or language arriving) makes it throw that HTML
// away and render the part afresh from its placeholder: the page blinks empty.
// So the app's code asks for the route's page chunk (and the parts it renders)
// as soon as it runs, and the hydration directive (layouts/ready-directive.ts)
// waits for them. The two meet here, on the window: the directive is inlined in
// the page, the app is a module of its own.
const KEY = '__lobbykitPageReady';

type Holder = { [KEY]?: Promise<void> };

/** The app's side: what hydration must wait for. A chunk that fails to load is not waited for; the page then loads it lazily. */
export function announcePageReady(ready: Promise<unknown>): void {
  (globalThis as Holder)[KEY] = ready.then(
    () => undefined,
    () => undefined,
  );
}

/** The directive's side: resolves once the page's own code is here (at once when the app announced nothing). */
export function pageReady(): Promise<void> {
  return (globalThis as Holder)[KEY] ?? Promise.resolve();
}
