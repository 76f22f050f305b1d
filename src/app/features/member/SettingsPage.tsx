// Settings (/m/set; insides "not shown"): language for everyone; for a real
// account the avatar (head icon calls), change password, feedback (feedback
// call) and logout; help and customer service. Visitors get login and register.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { FeedbackRequest } from '../../../platform/generated/api.ts';
import type { PageProps } from '../../feature-entries.ts';
import { useConstants } from '../../state/brand.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { platform } from '../../state/platform.ts';
import { invalidatePlatformData, usePlatformData } from '../../state/platform-data.ts';
import { asPlatformError } from '../../state/remote.ts';
import { useToasts } from '../../state/toasts.ts';
import { useMenuActions } from '../../state/menu-actions.ts';
import { Flag } from '../../ui/Flag.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { ENDONYMS } from '../../../i18n/endonyms.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useViewer } from '../../state/viewer.ts';
import { GuestActions } from '../../ui/MemberGate.tsx';
import './member.css';

/** The feedback call's own limit (schemas/api/feedback.schema.json), not a brand setting. */
const FEEDBACK_MAX = 500;
const CATEGORIES: FeedbackRequest['category'][] = ['suggestion', 'complaint', 'bug', 'other'];

export default function SettingsPage(_: PageProps) {
  const { t } = useTranslation('member');
  const viewer = useViewer();
  const lng = useAtomValue(languageAtom);
  const open = useMenuActions();
  return (
    <div className="lk-page lk-member" data-page="settings">
      <section className="lk-member__card" aria-labelledby="lk-set-general">
        <h2 id="lk-set-general" className="lk-member__title">
          {t('settings.general')}
        </h2>
        <button type="button" className="lk-list-row lk-setting" onClick={open.language} data-setting="language">
          <Icon name="globe" />
          <span className="lk-setting__label">{t('menu.language')}</span>
          <span className="lk-setting__value" lang={viewer.hydrated ? lng : undefined}>
            {viewer.hydrated && (
              <>
                <Flag lng={lng} width={20} /> {ENDONYMS[lng]}
              </>
            )}
          </span>
          <Icon name="chevron" size={18} className="lk-flip-rtl" />
        </button>
      </section>

      {!viewer.hydrated ? (
        <Skeleton height={160} />
      ) : !viewer.loggedIn ? (
        <section className="lk-member__card lk-member__gate" data-gate="guest">
          <p>{t('gate.guest')}</p>
          <GuestActions />
        </section>
      ) : (
        <section className="lk-member__card" aria-labelledby="lk-set-account">
          <h2 id="lk-set-account" className="lk-member__title">
            {t('settings.account')}
          </h2>
          {viewer.real ? (
            <AvatarPicker />
          ) : (
            <p className="lk-member__notice" role="status">
              {t('account:message.trialRefused')}
            </p>
          )}
          {viewer.real && (
            <button type="button" className="lk-list-row lk-setting" onClick={() => open.popup('changePsw')} data-setting="password">
              <Icon name="lock" />
              <span className="lk-setting__label">{t('menu.changePassword')}</span>
              <Icon name="chevron" size={18} className="lk-flip-rtl" />
            </button>
          )}
          <button type="button" className="lk-list-row lk-setting is-danger" onClick={open.logout} data-setting="logout">
            <Icon name="logout" />
            <span className="lk-setting__label">{t('menu.logout')}</span>
          </button>
        </section>
      )}

      {viewer.real && <Feedback />}

      <section className="lk-member__card" aria-labelledby="lk-set-support">
        <h2 id="lk-set-support" className="lk-member__title">
          {t('settings.support')}
        </h2>
        <Link to="/m/help" className="lk-list-row lk-setting">
          <Icon name="help" />
          <span className="lk-setting__label">{t('menu.help')}</span>
          <Icon name="chevron" size={18} className="lk-flip-rtl" />
        </Link>
        <button type="button" className="lk-list-row lk-setting" onClick={open.service}>
          <Icon name="headset" />
          <span className="lk-setting__label">{t('menu.service')}</span>
          <Icon name="chevron" size={18} className="lk-flip-rtl" />
        </button>
      </section>
    </div>
  );
}

/** Runs a settings call: a success toast when it went through, the platform's reason when it did not. */
function useSettingsCall() {
  const { t } = useTranslation('member');
  const c = useConstants();
  const toasts = useToasts();
  // `done` comes translated, its key written out at the caller (i18n:extract finds keys in t() calls only).
  return async (call: () => Promise<void>, done: string) => {
    try {
      await call();
      toasts.show(done, 'success', c.successToastMs);
    } catch (e) {
      toasts.show(t(asPlatformError(e).i18nKey, { defaultValue: t('account:message.unknownError') }), 'error', c.toastMs);
    }
  };
}

function AvatarPicker() {
  const { t } = useTranslation('member');
  const save = useSettingsCall();
  const icons = usePlatformData('headIcon', {});
  const [saving, setSaving] = useState('');
  const choose = async (id: string) => {
    setSaving(id);
    await save(async () => {
      const v = await platform().setHeadIcon({ headIcon: id });
      icons.set((prev) => ({ ...prev!, headIcon: v.headIcon, url: v.url }));
      // The member centre's avatar comes from the member info.
      invalidatePlatformData('headIcon', 'memberInfo');
    }, t('settings.avatarSaved'));
    setSaving('');
  };
  if (!icons.data) return icons.error ? <p className="lk-member__muted">{t('account:message.loadFailed')}</p> : <Skeleton height={64} />;
  return (
    <fieldset className="lk-avatars">
      <legend className="lk-member__label">{t('settings.avatar')}</legend>
      <div className="lk-avatars__grid">
        {icons.data.choices.map((choice, i) => (
          <button
            key={choice.id}
            type="button"
            className="lk-avatars__item"
            aria-pressed={choice.id === icons.data!.headIcon}
            aria-label={t('settings.avatarN', { n: i + 1 })}
            disabled={Boolean(saving)}
            onClick={() => void choose(choice.id)}
            data-avatar={choice.id}
          >
            <img src={choice.url} alt="" width={48} height={48} loading="lazy" />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function Feedback() {
  const { t } = useTranslation('member');
  const send = useSettingsCall();
  const id = useId();
  const [category, setCategory] = useState<FeedbackRequest['category']>('suggestion');
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = content.trim();
    // Plain text only: the platform refuses markup characters (feedback call).
    if (!text || /[<>]/.test(text)) {
      setError(t(text ? 'feedback.plainText' : 'feedback.empty'));
      document.getElementById(`${id}-content`)?.focus();
      return;
    }
    setBusy(true);
    await send(async () => {
      await platform().feedback({ category, content: text });
      setContent('');
      setError('');
    }, t('feedback.thanks'));
    setBusy(false);
  };
  return (
    <section className="lk-member__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lk-member__title">
        {t('feedback.title')}
      </h2>
      <form className="lk-feedback" onSubmit={(e) => void submit(e)} noValidate>
        <label className="lk-member__label" htmlFor={`${id}-category`}>
          {t('feedback.category')}
        </label>
        <select id={`${id}-category`} className="lk-panel__input" value={category} onChange={(e) => setCategory(e.target.value as FeedbackRequest['category'])}>
          {CATEGORIES.map((k) => (
            <option key={k} value={k}>
              {t(`feedback.categories.${k}`)}
            </option>
          ))}
        </select>
        <label className="lk-member__label" htmlFor={`${id}-content`}>
          {t('feedback.message')}
        </label>
        <textarea
          id={`${id}-content`}
          className="lk-panel__input lk-feedback__text"
          value={content}
          maxLength={FEEDBACK_MAX}
          rows={4}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count ${error ? `${id}-error` : ''}`.trim()}
        />
        <p id={`${id}-count`} className="lk-member__muted lk-feedback__count">
          {t('feedback.count', { length: content.length, max: FEEDBACK_MAX })}
        </p>
        <p id={`${id}-error`} className="lk-field-error" aria-live="polite">
          {error}
        </p>
        <button type="submit" className="lk-btn lk-btn--block" disabled={busy}>
          {t('feedback.send')}
        </button>
      </form>
    </section>
  );
}
