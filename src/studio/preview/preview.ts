// Runs inside a studio preview page (the built site at <id>.studio.localhost,
// see server/preview-host.ts, which has already put the draft config in the
// page's boot data): applies the studio's theme edits at once through the CSS
// variables, with no reload. Other edits reload the page from the studio side.
// Nothing here ships to a site.
import { themeCss } from '../../config/theme-css.ts';
import type { StudioMessage } from './messages.ts';

const studioOrigins = [`http://localhost:${location.port}`, `http://127.0.0.1:${location.port}`];

window.addEventListener('message', (event: MessageEvent<StudioMessage>) => {
  if (!studioOrigins.includes(event.origin) || event.source !== window.parent) return;
  const message = event.data;
  if (message?.type !== 'lk-studio-config') return;
  const style = document.getElementById('lk-studio-theme');
  if (style) style.textContent = themeCss(message.config);
  window.parent.postMessage({ type: 'lk-studio-applied', seq: message.seq } satisfies StudioMessage, event.origin);
});

for (const origin of studioOrigins) window.parent.postMessage({ type: 'lk-studio-ready' } satisfies StudioMessage, origin);
