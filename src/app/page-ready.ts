// The island hydrates a prebuilt page in one pass. React keeps a part whose
// code has not loaded yet as dehydrated HTML, and an update from above in that
// moment (the stored session or language arriving) makes it throw that HTML
// away and render the part afresh from its placeholder: the page blinks empty.
// So the app's code asks for the route's page chunk (and the parts it renders)
// as soon as it runs, and the hydration directive (layouts/ready-directive.ts)
// waits for them. Once hydrated, the app says it is live, and the taps the
// directive held meanwhile are replayed (held-tap.ts). The two meet here, on
// the window: the directive is in the page's runtime, the app is a module of
// its own.
const KEY = '__lobbykitPageReady';
const LIVE = '__lobbykitLive';

type Holder = { [KEY]?: Promise<void>; [LIVE]?: { promise: Promise<void>; resolve: () => void } };

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

function live() {
  const holder = globalThis as Holder;
  if (!holder[LIVE]) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    holder[LIVE] = { promise, resolve };
  }
  return holder[LIVE];
}

/** The app's side: the island has hydrated and its first render as a live page has committed. */
export function announceLive(): void {
  live().resolve();
}

/** The directive's side: resolves once the app has announced it is live. */
export function whenLive(): Promise<void> {
  return live().promise;
}
