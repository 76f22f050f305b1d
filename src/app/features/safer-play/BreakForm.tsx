// A time-out (24 hours, 7 days, 30 days) or self-exclusion (6 months, 1 year,
// 5 years): the kind and length (those the brand offers), what it means, and
// the login password to confirm, so nobody else on the device can lock the
// player out. The platform ends every session of the account at once and
// refuses every login until the end date; nothing on the site shortens it.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { SaferPlayValue } from '../../../platform/generated/api.ts';
import { PanelField } from '../../ui/PanelField.tsx';
import { platform } from '../../state/platform.ts';
import { asPlatformError } from '../../state/remote.ts';

type Period = '24h' | '7d' | '30d' | '6m' | '1y' | '5y';

function periodText(t: (key: string) => string, p: Period): string {
  switch (p) {
    case '24h':
      return t('safer:break.p24h');
    case '7d':
      return t('safer:break.p7d');
    case '30d':
      return t('safer:break.p30d');
    case '6m':
      return t('safer:break.p6m');
    case '1y':
      return t('safer:break.p1y');
    case '5y':
      return t('safer:break.p5y');
  }
}

export function BreakForm({ value, onDone }: { value: SaferPlayValue; onDone: (b: { kind: 'timeOut' | 'selfExclusion'; until: number }) => void }) {
  const { t } = useTranslation('safer');
  const kinds = [...(value.tools.timeOut ? (['timeOut'] as const) : []), ...(value.tools.selfExclusion ? (['selfExclusion'] as const) : [])];
  const [kind, setKind] = useState<'timeOut' | 'selfExclusion'>(kinds[0] ?? 'timeOut');
  const periods: Period[] = kind === 'timeOut' ? value.timeOutPeriods : value.selfExclusionPeriods;
  const [period, setPeriod] = useState<Period | ''>('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const chosen = period && periods.includes(period) ? period : periods[0];
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!password || !chosen) return setError(t('break.passwordRequired'));
    setBusy(true);
    setError('');
    try {
      const done = await platform().takeBreak({ kind, period: chosen, password });
      onDone(done);
    } catch (err) {
      setError(t(asPlatformError(err).i18nKey, { defaultValue: t('errors:unknown') }));
      setBusy(false);
    }
  };
  return (
    <form className="lk-panel lk-safer__form" onSubmit={submit} noValidate aria-labelledby="lk-break-title" data-form="break">
      <h2 id="lk-break-title" className="lk-panel__title">
        {t('break.title')}
      </h2>
      <fieldset className="lk-safer__choices">
        <legend className="lk-safer__subtitle">{t('break.kind')}</legend>
        {kinds.map((k) => (
          <label key={k} className="lk-safer__choice">
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            <span>{k === 'timeOut' ? t('break.timeOut') : t('break.selfExclusion')}</span>
          </label>
        ))}
      </fieldset>
      <p className="lk-panel__muted">{kind === 'timeOut' ? t('break.timeOutAbout') : t('break.selfExclusionAbout')}</p>
      <PanelField label={t('break.period')}>
        <select className="lk-panel__input" name="period" value={chosen} onChange={(e) => setPeriod(e.target.value as Period)}>
          {periods.map((p) => (
            <option key={p} value={p}>
              {periodText(t, p)}
            </option>
          ))}
        </select>
      </PanelField>
      <PanelField label={t('break.password')}>
        <input
          className="lk-panel__input"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </PanelField>
      <p className="lk-panel__muted">{t('break.final')}</p>
      {error && (
        <p className="lk-panel__alert" role="alert" data-error="break">
          {error}
        </p>
      )}
      <button type="submit" className="lk-btn" disabled={busy} data-action="take-break">
        {t('break.submit')}
      </button>
    </form>
  );
}
