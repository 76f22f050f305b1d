// The downloads feature's atoms. entries.ts imports this file eagerly, so it
// holds atoms only: no components, no calls.
import { atom } from '../../state/jotai.ts';
import { iosGuideAtom } from '../../state/ui.ts';

export const iosGuideOpenAtom = atom((get) => get(iosGuideAtom) !== null);
