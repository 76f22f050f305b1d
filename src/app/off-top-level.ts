// A request made from a module's top-level code (the boot file's fetch, a page
// chunk's import) makes an attached inspector (Lighthouse, DevTools) record the
// stack that made it, and the top frame of that stack is the whole app chunk:
// V8 parses its 390 KB again for their source positions, about 90 ms at 4x CPU
// in the middle of the page's load. Made from a callback of its own, the stack
// is that callback's alone.

/** Runs `start` in a microtask, outside the calling module's top-level code, and gives what it gives. */
export function offTopLevel<T>(start: () => Promise<T>): Promise<T> {
  return Promise.resolve().then(start);
}
