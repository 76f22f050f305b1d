// The direction a text takes from its first strong letter, as dir="auto" would
// find it (Unicode bidi rules P2 and P3). For platform HTML whose blocks each
// carry their own dir="auto" (ui/SafeHtml.tsx): the browser skips elements with
// a dir of their own when it resolves dir="auto" on their container, so the
// container would always fall back to left to right.

/** Letters of the right-to-left scripts; every other letter is left to right. Digits and punctuation decide nothing. */
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u;

/** 'rtl' or 'ltr' by the first letter of `text`; undefined when it has none (the surrounding direction applies). */
export function firstStrongDirection(text: string): 'ltr' | 'rtl' | undefined {
  const letter = /\p{L}/u.exec(text)?.[0];
  if (!letter) return undefined;
  return RTL_LETTER.test(letter) ? 'rtl' : 'ltr';
}
