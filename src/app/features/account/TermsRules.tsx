// The terms gate's rules detail (account spec section 2): the help entry tagged
// `rules` in the player's language, sanitised, and a 'read and agree' box the
// accept button needs. Loaded when the player opens it.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { HelpItem } from '../../../platform/generated/api.ts';
import { useHelpItems } from '../../state/use-content.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { canSubmit } from './can-submit.ts';

export default function RulesDetail({ onBack, onAgree }: { onBack: () => void; onAgree: () => void }) {
  const { t } = useTranslation('account');
  const [read, setRead] = useState(false);
  const help = useHelpItems();
  const enabled = canSubmit.rulesDetail({ read });
  return (
    <div className="lk-terms__body" data-view="rules">
      <button type="button" className="lk-link lk-form__back" onClick={onBack}>
        {t('terms.back')}
      </button>
      <RemoteView remote={help} placeholder={<Skeleton height={160} />}>
        {(items: HelpItem[]) => {
          const rules = items.find((i) => i.tag === 'rules');
          return rules ? (
            <article className="lk-terms__rules">
              <PlatformText as="h3">{rules.title}</PlatformText>
              <SafeHtml html={rules.content} />
            </article>
          ) : (
            <p className="lk-empty">{t('terms.noRules')}</p>
          );
        }}
      </RemoteView>
      <div className="lk-check">
        <input id="lk-terms-read" type="checkbox" checked={read} onChange={(e) => setRead(e.target.checked)} />
        <div className="lk-check__text">
          <label htmlFor="lk-terms-read">{t('terms.readAndAgree')}</label>
        </div>
      </div>
      <button type="button" className="lk-btn lk-btn--block" disabled={!enabled} onClick={onAgree} data-action="agree-rules">
        {t('terms.confirmRules')}
      </button>
    </div>
  );
}
