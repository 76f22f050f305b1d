// The phone-frame preview: the brand's pages on the brand's studio origin
// (server/preview-host.ts: its built site, or another brand's as a template
// until it has one), showing the latest valid draft with no rebuild.
// Theme edits go to the page by postMessage and apply at once; any other edit is
// handed to the server as the draft and the page reloads with it. Until the first
// such edit the page shows brand.json as saved, which is what the editor opens
// with, so the preview starts loading before the form has been checked and drawn.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { withoutStyle, type StudioMessage } from '../preview/messages.ts';
import { ENDONYMS } from '../../i18n/endonyms.ts';
import type { Language } from '../../i18n/languages.ts';
import { api, previewUrl } from './api.ts';
import { languageOrder } from './languages-field.tsx';

const PAGES = [
  { path: '/m/home', label: 'Home' },
  { path: '/m/register', label: 'Register' },
  { path: '/m/slot-games', label: 'Game list (slots)' },
  { path: '/m/activity', label: 'Promotions' },
];

/**
 * `config`: the draft, once checked (`checked`) and valid; `savedValid`: whether brand.json as saved is valid, so
 * the page can show it at once. `built` changes when a Rebuild wrote the brand's site: the page loads again, now from it.
 */
export function Preview({
  id,
  config,
  checked,
  savedValid,
  built,
}: {
  id: string;
  config: BrandConfig | undefined;
  checked: boolean;
  savedValid: boolean;
  built: number;
}) {
  const [page, setPage] = useState(PAGES[0]!.path);
  const [language, setLanguage] = useState('');
  // Bumped when the page must load again with a new draft; 0 shows brand.json as saved (none while it is invalid).
  const [version, setVersion] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const seq = useRef(0);
  const latest = useRef(config);
  latest.current = config;
  const structure = useRef<string>(undefined);
  const origin = new URL(previewUrl(id, '/')).origin;

  // The latest draft to the page as it is now: sending is not a reason to run an effect again.
  const send = useEffectEvent(() => {
    if (latest.current)
      frame.current?.contentWindow?.postMessage({ type: 'lk-studio-config', config: latest.current, seq: ++seq.current } satisfies StudioMessage, origin);
  });

  // The draft the editor opens with is brand.json as saved: its first valid config is what the page already shows.
  const first = useRef(savedValid);
  useEffect(() => {
    if (!config) {
      if (checked) first.current = false;
      return;
    }
    const shape = withoutStyle(config);
    if (first.current) {
      first.current = false;
      structure.current = shape;
    }
    if (shape === structure.current) return send();
    structure.current = shape;
    void api.draft(id, config).then(() => setVersion((v) => v + 1));
  }, [id, config, checked]);

  useEffect(() => {
    if (built) setVersion((v) => v + 1);
  }, [built]);

  useEffect(() => {
    const ready = (e: MessageEvent<StudioMessage>) => {
      if (e.origin === origin && e.source === frame.current?.contentWindow && e.data?.type === 'lk-studio-ready') send();
    };
    window.addEventListener('message', ready);
    return () => window.removeEventListener('message', ready);
  }, [origin]);

  const shown = (config ?? latest.current)?.languages;
  const languages = languageOrder(shown?.default, shown?.supported ?? []);
  return (
    <section className="preview" aria-label="Preview">
      <div className="preview__controls">
        <label>
          Page{' '}
          <select value={page} onChange={(e) => setPage(e.target.value)}>
            {PAGES.map((p) => (
              <option key={p.path} value={p.path}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language{' '}
          <select value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">brand default{shown ? ` (${ENDONYMS[shown.default as Language] ?? shown.default})` : ''}</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {ENDONYMS[l as Language] ?? l} ({l})
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="phone">
        {(version > 0 || savedValid) && (
          <iframe
            ref={frame}
            title={`Preview of ${id}`}
            src={previewUrl(id, page, { 'lk-v': String(version), ...(version ? {} : { 'lk-saved': '1' }), ...(language ? { 'lk-lng': language } : {}) })}
          />
        )}
      </div>
      {checked && !config && (
        <p className="preview__note" role="status">
          The preview shows the last valid version; fix the problems to see this one.
        </p>
      )}
    </section>
  );
}
