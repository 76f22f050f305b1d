// Plain text of platform HTML, for previews (notice list, tournament cards: game
// spec section 2 "plain-text preview", "plain-text content"). Text only: the
// result is rendered as a React text node, never as HTML, so it cannot carry
// markup; this just makes it read well.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function htmlToText(html: string): string {
  return (
    html
      // Content of elements that is never text a reader sees.
      .replace(/<(script|style|template|noscript|svg|math|iframe|object)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Block ends become spaces, so words of two paragraphs do not run together.
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
        if (e[0] === '#') {
          const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
          return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
        }
        return ENTITIES[e.toLowerCase()] ?? m;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The first `max` characters of `text`, cut at a word when one ends near, with an ellipsis. */
export function preview(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
