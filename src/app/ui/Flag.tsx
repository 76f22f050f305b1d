// Small vector flags for the language picker, drawn on a 30x20 canvas from a
// compact shape list (no image requests, no emoji font needed). Simplified
// national flags commonly used for each language.
import type { ReactElement } from 'react';
import type { LanguageCode } from '../../config/generated/brand.ts';

type Shape =
  | ['h', ...string[]] // equal horizontal stripes
  | ['r', number, number, number, number, string] // rect x y w h fill
  | ['c', number, number, number, string] // circle cx cy r fill
  | ['s', number, number, number, string] // five-point star cx cy r fill
  | ['p', string, string] // polygon points fill
  | ['l', number, number, number, number, number, string]; // line x1 y1 x2 y2 width stroke

const F: Record<LanguageCode, Shape[]> = {
  en: [
    ['r', 0, 0, 30, 20, '#012169'],
    ['l', 0, 0, 30, 20, 4, '#fff'],
    ['l', 30, 0, 0, 20, 4, '#fff'],
    ['l', 0, 0, 30, 20, 1.4, '#C8102E'],
    ['l', 30, 0, 0, 20, 1.4, '#C8102E'],
    ['r', 12, 0, 6, 20, '#fff'],
    ['r', 0, 7, 30, 6, '#fff'],
    ['r', 13.2, 0, 3.6, 20, '#C8102E'],
    ['r', 0, 8.2, 30, 3.6, '#C8102E'],
  ],
  th: [['h', '#A51931', '#F4F5F8', '#2D2A4A', '#2D2A4A', '#F4F5F8', '#A51931']],
  ar: [
    ['r', 0, 0, 30, 20, '#006C35'],
    ['r', 7, 7, 16, 2.2, '#fff'],
    ['r', 8, 13, 14, 1.2, '#fff'],
  ],
  'zh-cn': [
    ['r', 0, 0, 30, 20, '#EE1C25'],
    ['s', 5, 5, 3, '#FFFF00'],
    ['s', 10, 2, 1, '#FFFF00'],
    ['s', 12, 4, 1, '#FFFF00'],
    ['s', 12, 7, 1, '#FFFF00'],
    ['s', 10, 9, 1, '#FFFF00'],
  ],
  'zh-tw': [
    ['r', 0, 0, 30, 20, '#FE0000'],
    ['r', 0, 0, 15, 10, '#000095'],
    ['s', 7.5, 5, 3.6, '#fff'],
    ['c', 7.5, 5, 1.8, '#000095'],
    ['c', 7.5, 5, 1.4, '#fff'],
  ],
  ja: [
    ['r', 0, 0, 30, 20, '#fff'],
    ['c', 15, 10, 6, '#BC002D'],
  ],
  ko: [
    ['r', 0, 0, 30, 20, '#fff'],
    ['c', 15, 10, 5, '#CD2E3A'],
    ['p', '10,10 20,10 19.3,12.5 17.5,14.3 15,15 12.5,14.3 10.7,12.5', '#0047A0'],
    ['l', 5, 4, 8, 7, 1.2, '#000'],
    ['l', 22, 13, 25, 16, 1.2, '#000'],
    ['l', 22, 7, 25, 4, 1.2, '#000'],
    ['l', 5, 16, 8, 13, 1.2, '#000'],
  ],
  vi: [
    ['r', 0, 0, 30, 20, '#DA251D'],
    ['s', 15, 10, 6, '#FFFF00'],
  ],
  my: [
    ['h', '#FECB00', '#34B233', '#EA2839'],
    ['s', 15, 10.6, 6.5, '#fff'],
  ],
  es: [['h', '#AA151B', '#F1BF00', '#F1BF00', '#AA151B']],
  hi: [
    ['h', '#FF9933', '#fff', '#138808'],
    ['c', 15, 10, 2.6, '#000080'],
    ['c', 15, 10, 2, '#fff'],
  ],
  id: [['h', '#CE1126', '#fff']],
  km: [
    ['h', '#032EA1', '#E00025', '#E00025', '#032EA1'],
    ['p', '10,13 11,9 13,9 13.5,6.5 15,5 16.5,6.5 17,9 19,9 20,13', '#fff'],
  ],
  ms: [
    ['h', '#CC0001', '#fff', '#CC0001', '#fff', '#CC0001', '#fff', '#CC0001', '#fff', '#CC0001', '#fff', '#CC0001', '#fff', '#CC0001', '#fff'],
    ['r', 0, 0, 15, 11.4, '#010066'],
    ['c', 5.5, 5.7, 3.6, '#FC0'],
    ['c', 6.6, 5.7, 3, '#010066'],
    ['s', 10.5, 5.7, 2.6, '#FC0'],
  ],
  pt: [
    ['r', 0, 0, 30, 20, '#FF0000'],
    ['r', 0, 0, 12, 20, '#006600'],
    ['c', 12, 10, 4, '#FFCC00'],
    ['c', 12, 10, 2.6, '#FF0000'],
  ],
  'pt-br': [
    ['r', 0, 0, 30, 20, '#009C3B'],
    ['p', '15,2.5 27,10 15,17.5 3,10', '#FFDF00'],
    ['c', 15, 10, 4.3, '#002776'],
  ],
  ta: [
    ['r', 0, 0, 30, 20, '#FFBE29'],
    ['r', 1.2, 1.2, 3, 17.6, '#00534E'],
    ['r', 4.2, 1.2, 3, 17.6, '#EB7400'],
    ['r', 8.4, 1.2, 20.4, 17.6, '#8D153A'],
    ['c', 18.6, 10, 3.5, '#FFBE29'],
  ],
  ur: [
    ['r', 0, 0, 30, 20, '#01411C'],
    ['r', 0, 0, 7.5, 20, '#fff'],
    ['c', 18.5, 10, 5, '#fff'],
    ['c', 19.8, 8.9, 4.3, '#01411C'],
    ['s', 21.4, 7.6, 1.8, '#fff'],
  ],
  'tl-ph': [
    ['h', '#0038A8', '#CE1126'],
    ['p', '0,0 17.3,10 0,20', '#fff'],
    ['c', 5.5, 10, 2.2, '#FCD116'],
  ],
  tr: [
    ['r', 0, 0, 30, 20, '#E30A17'],
    ['c', 11, 10, 5, '#fff'],
    ['c', 12.3, 10, 4, '#E30A17'],
    ['s', 17.2, 10, 2.4, '#fff'],
  ],
  bn: [
    ['r', 0, 0, 30, 20, '#006A4E'],
    ['c', 13.5, 10, 6, '#F42A41'],
  ],
  uz: [
    ['r', 0, 0, 30, 20, '#fff'],
    ['r', 0, 0, 30, 6.4, '#0099B5'],
    ['r', 0, 13.6, 30, 6.4, '#1EB53A'],
    ['r', 0, 6.4, 30, 0.5, '#CE1126'],
    ['r', 0, 13.1, 30, 0.5, '#CE1126'],
    ['c', 5, 3.2, 2.3, '#fff'],
    ['c', 5.9, 3.2, 2, '#0099B5'],
  ],
  ru: [['h', '#fff', '#0039A6', '#D52B1E']],
  fa: [
    ['h', '#239F40', '#fff', '#DA0000'],
    ['c', 15, 10, 2.2, '#DA0000'],
    ['c', 15, 10, 1.5, '#fff'],
  ],
  lo: [
    ['h', '#CE1126', '#002868', '#002868', '#CE1126'],
    ['c', 15, 10, 4, '#fff'],
  ],
};

function starPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 ? r * 0.4 : r;
    return `${(cx + d * Math.cos(a)).toFixed(2)},${(cy + d * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

type Drawn = Exclude<Shape, { 0: 'h' }>;

/** Stripes become rects, so every element can be keyed by what it draws (no flag draws the same shape twice). */
function drawn(shapes: readonly Shape[]): Drawn[] {
  return shapes.flatMap((s): Drawn[] => {
    if (s[0] !== 'h') return [s];
    const colors = s.slice(1) as string[];
    const h = 20 / colors.length;
    return colors.map((c, j): Drawn => ['r', 0, j * h, 30, h + 0.05, c]);
  });
}

function element(s: Drawn): ReactElement {
  const key = s.join(' ');
  switch (s[0]) {
    case 'r':
      return <rect key={key} x={s[1]} y={s[2]} width={s[3]} height={s[4]} fill={s[5]} />;
    case 'c':
      return <circle key={key} cx={s[1]} cy={s[2]} r={s[3]} fill={s[4]} />;
    case 's':
      return <polygon key={key} points={starPoints(s[1], s[2], s[3])} fill={s[4]} />;
    case 'p':
      return <polygon key={key} points={s[1]} fill={s[2]} />;
    case 'l':
      return <line key={key} x1={s[1]} y1={s[2]} x2={s[3]} y2={s[4]} strokeWidth={s[5]} stroke={s[6]} />;
  }
}

export function Flag({ lng, width = 30 }: { lng: LanguageCode; width?: number }) {
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" className="lk-flag">
      {drawn(F[lng]).map((s) => element(s))}
    </svg>
  );
}
