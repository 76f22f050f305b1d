// Safer play (/m/saferPlay, Lobbykit's route, issue 37): the tools the brand
// has on (`saferPlay.tools`, which the platform reports in its answer), each
// enforced by the platform: deposit and loss limits per day, week and month
// (lowering applies at once, raising or removing after the brand's delay, the
// wait shown with its end time while the old limit holds), the reality-check
// interval, a time-out or self-exclusion confirmed with the login password
// (the session ends at once and logins are refused until the end date), and
// the regulator's text and links.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { SaferLimit, SaferPlayValue } from '../../../platform/generated/api.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { invalidatePlatformData, usePlatformData } from '../../state/platform-data.ts';
import { platform } from '../../state/platform.ts';
import { asPlatformError } from '../../state/remote.ts';
import { clearSessionAtom } from '../../state/session.ts';
import { useCents, useDateTime } from '../../state/use-cents.ts';
import { MemberGate } from '../../ui/MemberGate.tsx';
import { PanelField } from '../../ui/PanelField.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { parseAmount } from '../../rules/amount-input.ts';
import { BreakForm } from './BreakForm.tsx';
import './safer-play.css';

export default function SaferPlayPage() {
  const { t } = useTranslation('safer');
  const dateTime = useDateTime();
  const [ended, setEnded] = useState<{ kind: 'timeOut' | 'selfExclusion'; until: number } | null>(null);
  return (
    <div className="lk-page lk-panels" data-page="safer-play">
      {ended && (
        <p className="lk-panel__alert" role="alert" data-break-ended={ended.kind}>
          {ended.kind === 'timeOut' ? t('break.timeOutDone', { until: dateTime(ended.until) }) : t('break.exclusionDone', { until: dateTime(ended.until) })}
        </p>
      )}
      <MemberGate need="real" icon="shield">
        <SaferPlay onBreak={setEnded} />
      </MemberGate>
    </div>
  );
}

function SaferPlay({ onBreak }: { onBreak: (b: { kind: 'timeOut' | 'selfExclusion'; until: number }) => void }) {
  const state = usePlatformData('saferPlay', {}, { maxAgeMs: 0 });
  const clear = useSetAtom(clearSessionAtom);
  return (
    <RemoteView remote={state} placeholder={<Skeleton height={360} />}>
      {(v) => (
        <>
          {(v.tools.depositLimits || v.tools.lossLimits) && <Limits value={v} />}
          {v.tools.realityCheck && <RealityInterval value={v} />}
          {(v.tools.timeOut || v.tools.selfExclusion) && (
            <BreakForm
              value={v}
              onDone={(b) => {
                onBreak(b);
                clear();
              }}
            />
          )}
          <Regulator value={v} />
        </>
      )}
    </RemoteView>
  );
}

function Limits({ value }: { value: SaferPlayValue }) {
  const { t } = useTranslation('safer');
  const shown = value.limits.filter((l) => (l.kind === 'deposit' ? value.tools.depositLimits : value.tools.lossLimits));
  return (
    <section className="lk-panel" aria-labelledby="lk-limits-title">
      <h2 id="lk-limits-title" className="lk-panel__title">
        {t('limits.title')}
      </h2>
      <p className="lk-panel__muted">{t('limits.intro', { hours: value.raiseDelayHours })}</p>
      {shown.map((l) => (
        <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
      ))}
    </section>
  );
}

function limitName(t: (key: string) => string, l: SaferLimit): string {
  if (l.kind === 'deposit')
    return l.period === 'day' ? t('safer:limits.depositDay') : l.period === 'week' ? t('safer:limits.depositWeek') : t('safer:limits.depositMonth');
  return l.period === 'day' ? t('safer:limits.lossDay') : l.period === 'week' ? t('safer:limits.lossWeek') : t('safer:limits.lossMonth');
}

function LimitRow({ limit }: { limit: SaferLimit }) {
  const { t } = useTranslation('safer');
  const cents = useCents();
  const dateTime = useDateTime();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const id = `lk-limit-${limit.kind}-${limit.period}`;
  const save = async (amount: number | null) => {
    setBusy(true);
    setError('');
    setMessage('');
    try {
      const saved = await platform().setLimit({ kind: limit.kind, period: limit.period, amount });
      setText('');
      setMessage(saved.pending ? t('limits.waits', { at: dateTime(saved.pending.effectiveAt) }) : t('limits.saved'));
      invalidatePlatformData('saferPlay', 'paymentMethods');
    } catch (e) {
      setError(t(asPlatformError(e).i18nKey, { defaultValue: t('errors:unknown') }));
    } finally {
      setBusy(false);
    }
  };
  const typed = parseAmount(text);
  return (
    <form
      className="lk-safer__limit"
      data-limit={`${limit.kind}-${limit.period}`}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (typed === null) setError(t('limits.invalid'));
        else void save(typed);
      }}
    >
      <h3 id={`${id}-title`} className="lk-safer__subtitle">
        {limitName(t, limit)}
      </h3>
      <p className="lk-panel__muted" data-current>
        {limit.amount === null ? t('limits.none') : t('limits.current', { amount: cents(limit.amount), used: cents(limit.used), at: dateTime(limit.resetsAt) })}
      </p>
      {limit.pending && (
        <p className="lk-safer__pending" data-pending>
          {limit.pending.amount === null
            ? t('limits.pendingRemove', { at: dateTime(limit.pending.effectiveAt) })
            : t('limits.pending', { amount: cents(limit.pending.amount), at: dateTime(limit.pending.effectiveAt) })}
        </p>
      )}
      <div className="lk-safer__row">
        <label className="lk-panel__field" htmlFor={id}>
          {t('limits.new')}
        </label>
        <input
          id={id}
          className="lk-panel__input"
          inputMode="decimal"
          autoComplete="off"
          name="amount"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="lk-btn lk-btn--small" disabled={busy} data-action="save-limit">
          {t('limits.save')}
        </button>
        {limit.amount !== null && (
          <button type="button" className="lk-btn lk-btn--small lk-btn--ghost" disabled={busy} onClick={() => save(null)} data-action="remove-limit">
            {t('limits.remove')}
          </button>
        )}
      </div>
      <p className="lk-safer__message" role="status" data-message>
        {message}
      </p>
      {error && (
        <p className="lk-panel__alert" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function RealityInterval({ value }: { value: SaferPlayValue }) {
  const { t } = useTranslation('safer');
  const [busy, setBusy] = useState(false);
  const choose = async (minutes: number) => {
    setBusy(true);
    try {
      await platform().setRealityCheck({ intervalMinutes: minutes });
      invalidatePlatformData('saferPlay');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="lk-panel" aria-labelledby="lk-reality-title">
      <h2 id="lk-reality-title" className="lk-panel__title">
        {t('reality.title')}
      </h2>
      <PanelField label={t('reality.every')}>
        <select
          className="lk-panel__input"
          name="interval"
          disabled={busy}
          value={value.realityCheck.intervalMinutes}
          onChange={(e) => void choose(Number(e.target.value))}
        >
          {value.realityCheck.choices.map((m) => (
            <option key={m} value={m}>
              {m === 0 ? t('reality.off') : t('reality.minutes', { minutes: m })}
            </option>
          ))}
        </select>
      </PanelField>
    </section>
  );
}

function Regulator({ value }: { value: SaferPlayValue }) {
  const { t } = useTranslation('safer');
  const r = value.regulator;
  if (!r.name && !r.text && r.links.length === 0) return null;
  return (
    <section className="lk-panel" aria-labelledby="lk-regulator-title">
      <h2 id="lk-regulator-title" className="lk-panel__title">
        {r.name || t('regulator.title')}
      </h2>
      {r.text && (
        <p dir="auto" className="lk-safer__text">
          {r.text}
        </p>
      )}
      {r.links.length > 0 && (
        <ul className="lk-safer__links">
          {r.links.map((l) => (
            <li key={l.url}>
              <a href={l.url} target="_blank" rel="noopener noreferrer" dir="auto">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
