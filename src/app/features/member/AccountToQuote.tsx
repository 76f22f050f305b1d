// The account name and id a player quotes to customer service, with a copy
// button (copy-success toast for constants.copySuccessToastMs).
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useConstants } from '../../state/brand.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { memberInfoAtom, sessionAtom } from '../../state/session.ts';
import { useToasts } from '../../state/toasts.ts';

export function AccountToQuote() {
  const { t } = useTranslation('member');
  const c = useConstants();
  const toasts = useToasts();
  const member = useAtomValue(memberInfoAtom);
  const session = useAtomValue(sessionAtom);
  const account = member?.account ?? session?.userName ?? '';
  const text = member ? `${account} (ID ${member.id})` : account;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toasts.show(t('quote.copied'), 'success', c.copySuccessToastMs),
      () => toasts.show(t('quote.copyFailed'), 'error', c.toastMs),
    );
  return (
    <div className="lk-quote">
      <div>
        <p className="lk-member__muted">{t('quote.label')}</p>
        <p className="lk-quote__value" dir="ltr" data-account>
          {text}
        </p>
      </div>
      <button type="button" className="lk-btn lk-btn--small lk-btn--ghost" onClick={() => void copy()} data-action="copy-account">
        {t('quote.copy')}
      </button>
    </div>
  );
}
