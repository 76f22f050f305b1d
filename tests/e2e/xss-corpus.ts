// Hostile HTML for the browser suite (content-xss-corpus.spec.ts): script-capable
// elements, event attributes, javascript: and data: URLs, srcdoc, SVG and
// MathML mutation (payloads that bypassed sanitisers once), DOM clobbering and
// CSS tricks. Each vector that runs calls P(), which sets top.__pwned (the spec
// records every write) or opens a dialog; each that loads reaches for
// evil.example, which the spec watches. Every vector is complete (its raw-text
// and foreign elements closed), so one cannot swallow the next when several
// share an entry.

/** The script a vector runs if it ever executes: `n` is its number. */
const P = (n: number) => `top.__pwned=${n}`;

const VECTORS: string[] = [
  // Script-capable elements
  `<script>${P(1)}</script>`,
  '<script src="https://evil.example/1.js"></script>',
  `<script type="module">${P(3)}</script>`,
  `<SCRIPT>${P(4)}</SCRIPT>`,
  `<scr<script>ipt>${P(5)}</scr</script>ipt>`,
  `<iframe src="javascript:${P(6)}"></iframe>`,
  `<iframe srcdoc="<script>${P(7)}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=${P(8)}&gt;"></iframe>`,
  `<object data="javascript:${P(9)}"></object>`,
  `<embed src="javascript:${P(10)}">`,
  `<template><script>${P(11)}</script><img src=x onerror="${P(11)}"></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${P(12)}>"></p></noscript>`,
  `<style><img src=x onerror=${P(13)}></style>`,
  `<textarea><img src=x onerror=${P(14)}></textarea>`,
  `<title><img src=x onerror=${P(15)}></title>`,
  `<xmp><img src=x onerror=${P(16)}></xmp>`,
  `<noembed><img src=x onerror=${P(17)}></noembed>`,
  `<noframes><img src=x onerror=${P(18)}></noframes>`,
  `<base href="javascript:${P(19)}//"><a href="x">base link</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${P(20)}">`,
  '<link rel="preload" as="script" href="https://evil.example/21.js">',
  '<portal src="https://evil.example/22"></portal>',
  `<frameset onload="${P(23)}"></frameset>`,
  `<isindex type="image" src="x" onerror="${P(24)}">`,
  // Event attributes
  `<img src=x onerror="${P(25)}">`,
  `<img src=x onerror=${P(26)}>`,
  `<img src=x oNeRrOr="${P(27)}">`,
  `<img src=x onerror="&#116;op.__pwned=28">`,
  `<img src="x:y" onerror="eval('${P(29)}')">`,
  `<body onload="${P(30)}">`,
  `<div onmouseover="${P(31)}">hover here</div>`,
  `<p onclick="${P(32)}">click here</p>`,
  `<details open ontoggle="${P(33)}"><summary>toggle</summary></details>`,
  `<input autofocus onfocus="${P(34)}">`,
  `<select autofocus onfocus="${P(35)}"></select>`,
  `<textarea autofocus onfocus="${P(36)}"></textarea>`,
  `<video><source onerror="${P(37)}"></video>`,
  `<audio src=x onerror="${P(38)}"></audio>`,
  `<marquee onstart="${P(39)}">marquee</marquee>`,
  `<style>@keyframes k{}</style><div style="animation-name:k" onanimationstart="${P(40)}">animated</div>`,
  `<a href="#" autofocus tabindex="1" onfocus="${P(41)}">focus link</a>`,
  `<img srcset="x 1x" onerror="${P(42)}">`,
  `<object data="x" onerror="${P(43)}"></object>`,
  `<body onpageshow="${P(44)}">`,
  `<form><button formaction="javascript:${P(45)}">form button</button></form>`,
  `<img src=x onerror\u000c="${P(46)}">`,
  // javascript: and data: URLs
  `<a href="javascript:${P(47)}">js link</a>`,
  `<a href="JaVaScRiPt:${P(48)}">mixed-case link</a>`,
  `<a href="java&#x09;script:${P(49)}">tab link</a>`,
  `<a href="&#106;avascript:${P(50)}">entity link</a>`,
  `<a href=" javascript:${P(51)}">space link</a>`,
  `<a href="data:text/html,<script>${P(52)}</script>">data link</a>`,
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg1Myk8L3NjcmlwdD4=">base64 link</a>',
  '<iframe src="data:text/html,<script>alert(54)</script>"></iframe>',
  `<img src="javascript:${P(55)}">`,
  '<a href="vbscript:msgbox(56)">vbscript link</a>',
  `<form action="javascript:${P(57)}"><button>send</button></form>`,
  `<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:${P(58)}"></map><img usemap="#m" src="x">`,
  "<embed src=\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(59)'/>\">",
  '<object data="data:text/html,<script>alert(60)</script>"></object>',
  // SVG and MathML, including mutation payloads
  `<svg onload="${P(61)}"></svg>`,
  `<svg><script>${P(62)}</script></svg>`,
  `<svg><a href="javascript:${P(63)}"><text>svg link</text></a></svg>`,
  `<svg><foreignObject><img src=x onerror="${P(64)}"></foreignObject></svg>`,
  `<svg><style><img src=x onerror="${P(65)}"></style></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${P(66)}></style></mglyph></table></mtext></math>`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${P(67)} src=1>"></path></textarea></mtext></svg></mglyph></mi></math>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${P(68)}>"></a></style></svg>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${P(69)}></style></mglyph></form></mtext></math></form>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${P(70)}'/></svg>#x"></use></svg>`,
  `<math href="javascript:${P(71)}">math link</math>`,
  `<svg><a><set attributeName="href" to="javascript:${P(72)}"></set><text>set link</text></a></svg>`,
  '<svg><image href="https://evil.example/73.png"></image></svg>',
  `<svg><animate onbegin="${P(74)}" attributeName="x" dur="1s"></animate></svg>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${P(75)}">maction</maction></math>`,
  // DOM clobbering
  '<form><input name="attributes"></form>',
  '<form><input name="removeAttribute"><input name="getAttribute"><input name="getAttributeNames"></form>',
  '<img name="body"><img name="documentElement">',
  '<form name="querySelectorAll"></form><form name="createElement"></form>',
  '<img name="cookie"><img name="getElementById">',
  '<form id="f"><input id="attributes"><input name="nodeName"><input name="innerHTML"></form>',
  '<a id="__pwned" href="https://example.com/">clobber link</a><a id="__pwned" name="__pwned">twice</a>',
  '<form><input name="parentNode"><input name="firstChild"><input name="style"></form>',
  // CSS tricks
  '<p style="background:url(https://evil.example/84.png)">url style</p>',
  '<p style="background:u\\72l(https://evil.example/85.png)">escaped style</p>',
  '<p style="background-image:image-set(\'https://evil.example/86.png\' 1x)">image-set style</p>',
  "<style>@import 'https://evil.example/87.css';</style>",
  '<div style="position:fixed;inset:0;z-index:2147483647;background:#f00">overlay</div>',
  '<p style="behavior:url(https://evil.example/89.htc)">behavior style</p>',
  `<p style="width:expression(${P(90)})">expression style</p>`,
  '<p style="-moz-binding:url(https://evil.example/91.xml#x)">binding style</p>',
  '<link rel="stylesheet" href="https://evil.example/92.css">',
  '<p style="background:&#117;rl(https://evil.example/93.png)">entity style</p>',
  '<p style="--x:url(https://evil.example/94.png);background:var(--x)">variable style</p>',
  '<svg><style>*{background:url(https://evil.example/95.png)}</style></svg>',
  '<img src="https://evil.example/96.png" alt="foreign">',
  '<video poster="https://evil.example/97.png"></video>',
  '<input type="image" src="https://evil.example/98.png">',
  '<table background="https://evil.example/99.png"><tr><td>cell</td></tr></table>',
];

export interface Vector {
  n: number;
  /** Text that stays visible whatever the sanitiser does to the vector. */
  mark: string;
  html: string;
}

export const CORPUS: Vector[] = VECTORS.map((html, i) => ({ n: i + 1, mark: `XSS-${String(i + 1).padStart(3, '0')} safe text`, html }));

/** One entry's HTML: its visible mark, then the vector, held in a block that closes whatever the vector left open. */
export function entryHtml(v: Vector): string {
  return `<div><p>${v.mark}</p>${v.html}</div>`;
}

/** A title carrying the vector as text (titles are rendered as text, never as HTML). */
export function entryTitle(v: Vector): string {
  return `XSS-${String(v.n).padStart(3, '0')} ${v.html}`.slice(0, 200);
}
