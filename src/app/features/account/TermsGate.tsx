// The terms popup (account spec sections 2, 4 and 8), shown at session start
// until agreed: a disclaimer, three consent lines that start checked, the age
// notice, a link to the rules (help entry tagged `rules`) whose detail needs its
// 'read and agree' box, and the agree button. Agree with a line unchecked shows
// 'age_limit' for constants.ageLimitNoticeMs. Agreement is kept in
// sessionStorage; back navigation closes the popup for this page.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useBrand, useConstants } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { useToasts } from '../../state/toasts.ts';
import { termsGateAtom } from '../../state/ui.ts';
import { Popup } from '../../ui/Popup.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { canSubmit } from './can-submit.ts';
import { agreeTerms } from '../../state/terms.ts';
import './account.css';

const LINES = ['age', 'rules', 'responsible'] as const;
// The rules text (help centre call, sanitised HTML) loads only when asked for: the gate itself loads on every first visit.
const RulesDetail = lazy(() => import('./TermsRules.tsx'));

export default function TermsGate() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const c = useConstants();
  const toasts = useToasts();
  const setGate = useSetAtom(termsGateAtom);
  const [lines, setLines] = useState<boolean[]>(() => LINES.map(() => true));
  const [rulesOpen, setRulesOpen] = useState(false);
  const close = () => setGate(false);

  const agree = () => {
    if (!canSubmit.terms({ lines })) {
      toasts.show(t('age_limit', { age: brand.ageLimit }), 'error', c.ageLimitNoticeMs);
      return;
    }
    agreeTerms();
    setGate(false);
  };
  const enabled = canSubmit.terms({ lines });

  return (
    <Popup title={t('terms.title')} onClose={close} variant="center" layer={50} closeOnBack className="lk-account lk-terms">
      {rulesOpen ? (
        <Suspense fallback={<Skeleton height={160} />}>
          <RulesDetail
            onBack={() => setRulesOpen(false)}
            onAgree={() => {
              setLines((l) => l.map((v, i) => (LINES[i] === 'rules' ? true : v)));
              setRulesOpen(false);
            }}
          />
        </Suspense>
      ) : (
        <div className="lk-terms__body" data-view="terms">
          <p className="lk-terms__age" aria-hidden="true">{`${brand.ageLimit}+`}</p>
          <p>{t('terms.disclaimer', { brand: brand.name })}</p>
          <p className="lk-terms__notice">{t('age_limit', { age: brand.ageLimit })}</p>
          {/* Safer play (issue 37): its page opens beside the gate, which stays until agreed. */}
          <p>
            <a className="lk-link" href="/m/saferPlay" target="_blank" rel="noopener" data-link="safer-play">
              {t('terms.saferPlay')}
            </a>
          </p>
          <div className="lk-terms__lines">
            {LINES.map((line, i) => (
              <div className="lk-check" key={line} data-line={line}>
                <input
                  id={`lk-terms-${line}`}
                  type="checkbox"
                  checked={lines[i]}
                  onChange={(e) => setLines((l) => l.map((v, j) => (j === i ? e.target.checked : v)))}
                />
                <div className="lk-check__text">
                  <label htmlFor={`lk-terms-${line}`}>{t(`terms.line.${line}`, { age: brand.ageLimit })}</label>
                  {line === 'rules' && (
                    <button type="button" className="lk-link lk-check__link" onClick={() => setRulesOpen(true)} data-action="read-rules">
                      {t('terms.readRules')}
                    </button>
                  )}
                </div>
              </div>
            ))}
          </div>
          <button type="button" className={`lk-btn lk-btn--block${enabled ? '' : ' is-disabled'}`} aria-disabled={!enabled} onClick={agree} data-action="agree">
            {t('terms.agree')}
          </button>
        </div>
      )}
    </Popup>
  );
}
