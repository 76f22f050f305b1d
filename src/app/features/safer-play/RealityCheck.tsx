// The reality check (issue 37): every N minutes of a session (the player's
// choice or the brand's default, `saferPlay.realityCheck`), a popup over any
// page with the session's time and net result (the platform's session summary,
// asked again when it opens), and three ways on: continue, see the records (the
// game rounds), or log out. It takes its turn in the site's popup order
// (state/dialog-order.ts): it waits while the terms gate or a form the player
// opened is up. When it was last answered is kept for the tab, keyed by the
// session, so a reload does not show it again early.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useDialogTurn } from '../../state/dialog-order.ts';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { useNavigate } from '../../state/location.ts';
import { invalidatePlatformData, usePlatformData } from '../../state/platform-data.ts';
import { tokenAtom } from '../../state/session.ts';
import { logoutRequestedAtom } from '../../state/ui.ts';
import { useCents } from '../../state/use-cents.ts';
import { useViewer } from '../../state/viewer.ts';
import { Popup } from '../../ui/Popup.tsx';
import { nextCheckAt, sessionLength } from './reality-timer.ts';
import './safer-play.css';

const ANSWERED_KEY = 'LK_REALITY_CHECK_AT';

function answeredAt(token: string): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ANSWERED_KEY) ?? 'null') as { token?: string; at?: number } | null;
    return stored?.token === token && typeof stored.at === 'number' ? stored.at : null;
  } catch {
    return null;
  }
}

export default function RealityCheck() {
  const viewer = useViewer();
  const token = useAtomValue(tokenAtom);
  const state = usePlatformData('saferPlay', {}, { enabled: viewer.loggedIn && !viewer.trial });
  const [due, setDue] = useState(false);
  const [answered, setAnswered] = useState(0);
  const v = state.data;
  const on = Boolean(v?.tools.realityCheck && token);
  const next = v && token ? nextCheckAt(v.session.startedAt, v.realityCheck.intervalMinutes, answeredAt(token)) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: answered is the trigger: a new interval starts once the player answers.
  useEffect(() => {
    if (!on || next === null) return;
    const timer = setTimeout(() => setDue(true), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [on, next, answered]);
  const turn = useDialogTurn('realityCheck', on && due);
  if (!turn || !v || !token) return null;
  const answer = () => {
    sessionStorage.setItem(ANSWERED_KEY, JSON.stringify({ token, at: Date.now() }));
    setDue(false);
    setAnswered((n) => n + 1);
  };
  return <RealityPopup startedAt={v.session.startedAt} onAnswer={answer} />;
}

function RealityPopup({ startedAt, onAnswer }: { startedAt: number; onAnswer: () => void }) {
  const { t } = useTranslation('safer');
  const cents = useCents();
  const navigate = useNavigate();
  const logout = useSetAtom(logoutRequestedAtom);
  // The net result of this session as it is now.
  useEffect(() => invalidatePlatformData('saferPlay'), []);
  const summary = usePlatformData('saferPlay', {}).data?.session;
  const length = sessionLength(startedAt, Date.now());
  const net = summary?.net ?? 0;
  return (
    <Popup title={t('reality.title')} onClose={onAnswer} variant="center" layer={30} className="lk-reality">
      <div className="lk-safer__reality" data-dialog="reality-check">
        <p>{t('reality.intro')}</p>
        <dl className="lk-safer__figures">
          <div>
            <dt>{t('reality.time')}</dt>
            <dd data-session-time>{t('reality.length', { hours: length.hours, minutes: length.minutes })}</dd>
          </div>
          <div>
            <dt>{t('reality.net')}</dt>
            <dd data-net>{net < 0 ? `-${cents(-net)}` : cents(net)}</dd>
          </div>
        </dl>
        <div className="lk-safer__actions">
          <button type="button" className="lk-btn" onClick={onAnswer} data-action="continue">
            {t('reality.continue')}
          </button>
          <button
            type="button"
            className="lk-btn lk-btn--ghost"
            onClick={() => {
              onAnswer();
              navigate('/m/records?type=game');
            }}
            data-action="records"
          >
            {t('reality.records')}
          </button>
          <button
            type="button"
            className="lk-btn lk-btn--ghost"
            onClick={() => {
              onAnswer();
              logout(true);
            }}
            data-action="logout"
          >
            {t('reality.logout')}
          </button>
        </div>
      </div>
    </Popup>
  );
}
