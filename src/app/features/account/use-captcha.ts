// The captcha picture (account spec sections 2 and 4): fetched when the field is
// shown, refreshed on tap (which clears the answer), and after every attempt
// that used it, since the platform spends an answer whether it was right or not.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaValue } from '../../../platform/generated/api.ts';
import { platform } from '../../state/platform.ts';

export interface Captcha {
  image: CaptchaValue | undefined;
  failed: boolean;
  /** New picture; `onNew` clears the typed answer. */
  refresh: () => void;
}

export function useCaptcha(active: boolean, onNew: () => void): Captcha {
  const [image, setImage] = useState<CaptchaValue>();
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  const clear = useRef(onNew);
  clear.current = onNew;

  const refresh = useCallback(() => {
    const mine = ++generation.current;
    clear.current();
    setFailed(false);
    platform()
      .captcha()
      .then(
        (v) => mine === generation.current && setImage(v),
        () => mine === generation.current && setFailed(true),
      );
  }, []);

  useEffect(() => {
    if (active) refresh();
    else setImage(undefined);
  }, [active, refresh]);

  return { image, failed, refresh };
}
