// The banners feature's condition for its login slider overlay (entries.ts):
// in the first bundle, so a brand without a slider group, or a signed-in
// player, never loads the slider's code.
import { brandAtom } from '../../state/brand.ts';
import { atom } from '../../state/jotai.ts';
import { loggedInAtom } from '../../state/session.ts';

export const loginSliderWantedAtom = atom((get) => Boolean(get(brandAtom)?.banners.loginSlider.group) && !get(loggedInAtom));
