// A home section's prebuilt HTML, kept as the build rendered it until the
// section's own code takes over (HomePage.tsx): when it comes near the
// viewport, or is tapped. A tap on the prebuilt HTML is held and replayed on
// the same element once live, so a player's first tap is never lost.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Child indexes from `root` down to `node`. */
function pathOf(root: Node, node: Node): number[] {
  const path: number[] = [];
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) path.unshift([...(n.parentNode?.childNodes ?? [])].indexOf(n as ChildNode));
  return path;
}

function nodeAt(root: Node, path: readonly number[]): Node | undefined {
  let n: Node | undefined = root;
  for (const i of path) n = n?.childNodes[i];
  return n;
}

/**
 * `live` turns true once `load()` has resolved after the section came within
 * 300 px of the viewport (unless `covered`) or, while `prebuilt`, was tapped.
 */
export function usePrebuiltSlot(ref: RefObject<HTMLElement | null>, options: { enabled: boolean; prebuilt: boolean; covered: boolean; load: () => Promise<unknown> }): boolean {
  const { enabled, prebuilt, covered, load } = options;
  const [live, setLive] = useState(false);
  const tapped = useRef<number[] | null>(null);
  const requested = useRef(false);
  const goLive = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void load().then(() => setLive(true));
  }, [load]);

  useEffect(() => {
    if (!enabled || live || covered || !ref.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && goLive(), { rootMargin: '300px 0px' });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [enabled, live, covered, ref, goLive]);

  useEffect(() => {
    const el = ref.current;
    if (!enabled || !prebuilt || live || !el) return;
    const hold = (e: MouseEvent) => {
      e.preventDefault();
      e.stopPropagation();
      tapped.current = pathOf(el, e.target as Node);
      goLive();
    };
    el.addEventListener('click', hold, true);
    return () => el.removeEventListener('click', hold, true);
  }, [enabled, prebuilt, live, ref, goLive]);

  // The live section renders the same content, so the same path finds the same control.
  useLayoutEffect(() => {
    if (!live || !tapped.current || !ref.current) return;
    const target = nodeAt(ref.current, tapped.current);
    tapped.current = null;
    (target instanceof HTMLElement ? target : target?.parentElement)?.click();
  }, [live, ref]);

  return live;
}
