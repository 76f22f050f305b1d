// Whether the device has a network: the "No Internet" state of both documents'
// section 8. A prebuilt page is rendered online; the browser's real state
// arrives once the app has hydrated, and follows its online and offline events.
import { atom } from './jotai.ts';

const networkAtom = atom({ online: true, reconnects: 0 });
networkAtom.onMount = (set) => {
  const update = () => set((s) => (navigator.onLine === s.online ? s : { online: navigator.onLine, reconnects: s.reconnects + (navigator.onLine ? 1 : 0) }));
  update();
  addEventListener('online', update);
  addEventListener('offline', update);
  return () => {
    removeEventListener('online', update);
    removeEventListener('offline', update);
  };
};

export const onlineAtom = atom((get) => get(networkAtom).online);

/** Counts the device's returns to online: views that failed meanwhile ask the platform again (ui/RemoteView.tsx, state/platform-data.ts). */
export const reconnectsAtom = atom((get) => get(networkAtom).reconnects);
