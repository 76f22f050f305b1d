// Change password (/m/changePsw, account spec sections 2, 4 and 5): read-only
// username; the old password only when the session does not know it; new and
// confirm. The same password again opens a notice and sends nothing. On
// success: the saved message (constants.changePasswordToastMs), the session's
// password cleared, the remembered one updated, and after
// constants.redirectAfterChangeMs /m/home with the form closed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import { PlatformError } from '../../../platform/client.ts';
import type { PopupProps } from '../../feature-entries.ts';
import { HOME_PATH } from '../../../config/site-paths.ts';
import { useConstants } from '../../state/brand.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { platform } from '../../state/platform.ts';
import { memberInfoAtom, sessionAtom, trialUserAtom } from '../../state/session.ts';
import { useToasts } from '../../state/toasts.ts';
import { Popup } from '../../ui/Popup.tsx';
import { clearSessionPassword, readSessionPassword, updateRememberedPassword } from './credentials.ts';
import { Field } from './Field.tsx';
import { errorText, fieldProblem } from './messages.ts';
import { useRuleSets } from '../../state/rule-sets.ts';
import { checkConfirm, checkRule, MESSAGES } from '../../rules/field-rules.ts';
import { canSubmit } from './can-submit.ts';
import { useForm } from './use-form.ts';
import './account.css';

type Name = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export default function ChangePasswordPopup({ onClose }: PopupProps) {
  const { t, i18n } = useTranslation('account');
  const c = useConstants();
  const toasts = useToasts();
  const navigate = useNavigate();
  const rules = useRuleSets();
  const session = useAtomValue(sessionAtom);
  const trial = useAtomValue(trialUserAtom);
  const member = useAtomValue(memberInfoAtom);
  const [stored] = useState(readSessionPassword);
  const [busy, setBusy] = useState(false);
  const [same, setSame] = useState(false);
  const f = rules.fields;
  const username = session?.userName ?? member?.account ?? trial?.userName ?? '';

  const form = useForm<Name>(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    (name, v) => {
      switch (name) {
        // Optional only when the login password rule is not required (account spec section 5).
        case 'oldPassword':
          return checkRule(v.oldPassword, { ...f.loginPassword, enabled: true }, rules.patterns, { requiredKey: MESSAGES.password });
        case 'newPassword':
          return checkRule(v.newPassword, f.password, rules.patterns, { force: true, requiredKey: MESSAGES.password });
        case 'confirmNewPassword':
          return checkConfirm(v.confirmNewPassword, v.newPassword);
      }
    },
    { newPassword: ['confirmNewPassword'] },
  );
  const names: Name[] = [...(stored ? [] : (['oldPassword'] as const)), 'newPassword', 'confirmNewPassword'];
  const bind = (n: Name) => ({ ...form.field(n), type: 'password' as const, required: n !== 'oldPassword' || f.loginPassword.required });

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSubmit.changePassword({ busy }) || form.validate(names)) return;
    const v = form.values;
    const oldPassword = stored || v.oldPassword;
    if (oldPassword !== '' && v.newPassword === oldPassword) {
      setSame(true);
      return;
    }
    setBusy(true);
    try {
      await platform().changePassword({ oldPassword, newPassword: v.newPassword, confirmNewPassword: v.confirmNewPassword });
      toasts.show(t('changePassword.saved'), 'success', c.changePasswordToastMs);
      clearSessionPassword();
      try {
        updateRememberedPassword(username, v.newPassword);
      } catch (error) {
        // Only logged (account spec section 4): the change itself succeeded.
        console.warn('Could not update the remembered password', error);
      }
      setTimeout(() => {
        onClose();
        navigate(HOME_PATH, { replace: true });
      }, c.redirectAfterChangeMs);
    } catch (error) {
      setBusy(false);
      const fp = fieldProblem(error);
      if (error instanceof PlatformError && error.code === 'modify.new.old.same') setSame(true);
      else if (error instanceof PlatformError && error.code === 'password.old_wrong' && !stored) {
        form.setError('oldPassword', { key: 'account:message.oldPasswordWrong' });
        form.focus('oldPassword');
      } else if (fp && (fp.field === 'newPassword' || fp.field === 'confirmNewPassword' || (fp.field === 'oldPassword' && !stored))) {
        form.setError(fp.field as Name, fp.problem);
        form.focus(fp.field as Name);
      } else toasts.show(errorText(t, error, i18n.language), 'error', c.toastMs);
    }
  };

  return (
    <Popup title={t('changePassword.title')} onClose={onClose} className="lk-account">
      <form className="lk-form" onSubmit={submit} noValidate data-form="change-password">
        <Field name="username" label={t('field.username')} value={username} onChange={() => undefined} readOnly autoComplete="username" />
        {!stored && (
          <Field
            {...bind('oldPassword')}
            type="password"
            label={t('field.oldPassword')}
            autoComplete="current-password"
            maxLength={f.loginPassword.maxLength}
          />
        )}
        <Field {...bind('newPassword')} type="password" label={t('field.newPassword')} autoComplete="new-password" maxLength={f.password.maxLength} />
        <Field
          {...bind('confirmNewPassword')}
          type="password"
          label={t('field.confirmNewPassword')}
          autoComplete="new-password"
          maxLength={f.password.maxLength}
        />
        <button type="submit" className="lk-btn lk-btn--block" disabled={!canSubmit.changePassword({ busy })} data-action="change-password">
          {t('changePassword.submit')}
        </button>
      </form>
      {same && (
        <Popup title={t('changePassword.title')} onClose={() => setSame(false)} variant="center" layer={20}>
          <p className="lk-dialog__text" data-message="same-password">
            {t('message.samePassword')}
          </p>
          <button type="button" className="lk-btn lk-btn--block" onClick={() => setSame(false)}>
            {t('common:action.confirm')}
          </button>
        </Popup>
      )}
    </Popup>
  );
}
