// Reward application, /m/applyReward?id= (game spec sections 2, 4, 5 and 8).
// Without a session or an id it goes to /m/activity. Remarks (at most 140
// characters) and images (jpeg, jpg or png, 5 MiB each, at most 3, 4 per row)
// show per the promotion's remarkRequired and imageRequired; Submit follows the
// four enabling cases; Cancel clears both; a loading toast covers the call and
// the player goes to /m/activity only when it succeeded.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import { PlatformError } from '../../../platform/client.ts';
import type { PageProps } from '../../feature-entries.ts';
import { useQuery } from '../../state/use-hydrated.tsx';
import { useViewer } from '../../state/viewer.ts';
import { useBrand } from '../../state/brand.ts';
import { appStore } from '../../state/jotai.ts';
import { platform } from '../../state/platform.ts';
import { invalidatePlatformData } from '../../state/platform-data.ts';
import { loggedInAtom } from '../../state/session.ts';
import { useToasts } from '../../state/toasts.ts';
import { Icon } from '../../ui/Icon.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { promotionsQuery, type Promotion } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { parseId, promotionForApplication } from '../../rules/promotion-model.ts';
import { canSubmit, clampRemarks, PICKER_ACCEPT, pickImages, remarksLength, remarksProblem, sniffImage, type ImageProblem } from './reward-rules.ts';
import '../../ui/content.css';
import './rewards.css';

export const ACTIVITY_PATH = '/m/activity';

export default function ApplyRewardPage(_props: PageProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { hydrated, loggedIn } = useViewer();
  const id = parseId(useQuery().get('id'));
  const ready = loggedIn && id !== undefined;
  const promotions = useContent(promotionsQuery, { enabled: ready });

  // No session or no id: to /m/activity (game spec section 2). The stored
  // session arrives right after hydration, so decide on the next tick, from the
  // store's value of that moment.
  useEffect(() => {
    if (!hydrated || ready) return;
    const timer = setTimeout(() => {
      const idNow = parseId(new URLSearchParams(window.location.search).get('id'));
      if (!appStore().get(loggedInAtom) || idNow === undefined) navigate(ACTIVITY_PATH, { replace: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [hydrated, ready, navigate]);

  if (!ready)
    return (
      <div className="lk-page" aria-busy="true">
        <Skeleton height={200} />
      </div>
    );
  return (
    <div className="lk-page lk-apply">
      <RemoteView remote={promotions} placeholder={<Skeleton height={200} />}>
        {(list) => {
          const promotion = promotionForApplication(list, id);
          return promotion ? <ApplyForm key={promotion.id} promotion={promotion} promotionId={id} /> : <p className="lk-empty">{t('reward.notFound')}</p>;
        }}
      </RemoteView>
    </div>
  );
}

interface Picked {
  file: File;
  url: string;
}

function ApplyForm({ promotion, promotionId }: { promotion: Promotion; promotionId: number }) {
  const { t } = useTranslation('content');
  const { t: tErr } = useTranslation('errors');
  const brand = useBrand();
  const c = brand.constants;
  const limits = { maxBytes: c.rewardImageMaxBytes, maxImages: c.rewardImagesMax, remarksMax: c.rewardRemarksMaxLength };
  const navigate = useNavigate();
  const toasts = useToasts();
  const [remarks, setRemarks] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<ImageProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { remarks: useId(), remarksHelp: useId(), images: useId(), problems: useId() };
  const wantsRemarks = promotion.remarkRequired === 'Y';
  const wantsImages = promotion.imageRequired === 'Y';
  const remarksIssue = remarksProblem(remarks, limits.remarksMax);
  const enabled = !busy && !remarksIssue && canSubmit(promotion, remarks, images.length);

  // Object URLs of previews are released when the images go.
  const latest = useRef(images);
  latest.current = images;
  useEffect(
    () => () => {
      for (const p of latest.current) URL.revokeObjectURL(p.url);
    },
    [],
  );

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const incoming = [...(e.target.files ?? [])];
    e.target.value = '';
    const { images: accepted, problems: refused } = pickImages(
      images.map((p) => p.file),
      incoming,
      limits,
    );
    const fresh = accepted.slice(images.length);
    const added: Picked[] = [];
    for (const file of fresh) {
      let bytes: Uint8Array;
      try {
        bytes = await readHead(file);
      } catch {
        // "Image retrieval failed" (game spec section 5).
        toasts.show(t('reward.readFailed'), 'error', c.toastShortMs);
        continue;
      }
      const kind = sniffImage(bytes);
      if (kind !== 'jpeg' && kind !== 'png') refused.push('activity_image_type');
      else added.push({ file, url: URL.createObjectURL(file) });
    }
    setImages((list) => [...list, ...added]);
    setProblems(refused);
  };

  const remove = (index: number) => {
    setImages((list) => {
      const gone = list[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((_, i) => i !== index);
    });
    setProblems([]);
  };

  const cancel = () => {
    for (const p of images) URL.revokeObjectURL(p.url);
    setImages([]);
    setRemarks('');
    setProblems([]);
  };

  const submit = async () => {
    if (!enabled) return;
    setBusy(true);
    const hide = toasts.show(t('reward.submitting'), 'loading', c.rewardLoadingToastMs);
    try {
      const result = await platform().rewardRequest({
        promotionId,
        ...(wantsRemarks || remarks.trim() ? { remarks: remarks.trim() } : {}),
        ...(images.length ? { pictures: images.map((p) => p.file) } : {}),
      });
      hide();
      if (result.success) {
        invalidatePlatformData('announcements');
        toasts.show(t('reward.submitted'), 'success', c.successToastMs);
        navigate(ACTIVITY_PATH);
        return;
      }
      toasts.show(tErr('unknown'), 'error', c.toastShortMs);
    } catch (e) {
      hide();
      const code = e instanceof PlatformError ? e.code : 'unknown';
      toasts.show(tErr(code, { defaultValue: tErr('unknown') }), 'error', c.toastShortMs);
    }
    setBusy(false);
  };

  return (
    <form
      className="lk-apply__form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <PlatformText as="h2" className="lk-apply__title">
        {promotion.title}
      </PlatformText>
      <p className="lk-apply__hint">
        {t(wantsRemarks && wantsImages ? 'reward.needBoth' : wantsImages ? 'reward.needImages' : wantsRemarks ? 'reward.needRemarks' : 'reward.needNothing')}
      </p>

      {wantsRemarks && (
        <div className="lk-apply__field">
          <label htmlFor={ids.remarks} className="lk-apply__label">
            {t('reward.remarks')}
          </label>
          <textarea
            id={ids.remarks}
            className="lk-apply__input lk-apply__remarks"
            value={remarks}
            rows={4}
            maxLength={limits.remarksMax * 2}
            aria-describedby={ids.remarksHelp}
            aria-invalid={remarksIssue ? true : undefined}
            placeholder={t('reward.remarksPlaceholder')}
            onChange={(e) => setRemarks(clampRemarks(e.target.value, limits.remarksMax))}
          />
          <p id={ids.remarksHelp} className={`lk-apply__help${remarksIssue ? ' is-error' : ''}`}>
            {remarksIssue
              ? t(`reward.${remarksIssue}`, { max: limits.remarksMax })
              : t('reward.remarksCount', { n: remarksLength(remarks), max: limits.remarksMax })}
          </p>
        </div>
      )}

      {wantsImages && (
        <fieldset className="lk-apply__field lk-apply__images" aria-describedby={ids.problems}>
          <legend className="lk-apply__label">{t('reward.images', { max: limits.maxImages })}</legend>
          <ul className="lk-picker" style={{ ['--lk-picker-cols' as string]: String(c.imagePickerPerRow) }}>
            {images.map((p, i) => (
              <li key={p.url} className="lk-picker__item">
                <img src={p.url} alt={t('reward.imageAlt', { n: i + 1 })} />
                <button type="button" className="lk-picker__remove" onClick={() => remove(i)} aria-label={t('reward.removeImage', { n: i + 1 })}>
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
            <li className="lk-picker__item lk-picker__add">
              <label htmlFor={ids.images}>
                <span className="lk-picker__plus" aria-hidden="true">
                  +
                </span>
                <span>{t('reward.addImage')}</span>
              </label>
              <input ref={input} id={ids.images} type="file" accept={PICKER_ACCEPT} multiple className="lk-visually-hidden" onChange={(e) => void onFiles(e)} />
            </li>
          </ul>
          <p className="lk-apply__help">{t('reward.imagesHelp', { max: limits.maxImages, mb: Math.round(limits.maxBytes / 1048576) })}</p>
          <ul id={ids.problems} className="lk-apply__problems" role="alert">
            {[...new Set(problems)].map((p) => (
              <li key={p} data-problem={p}>
                {t(p, { max: limits.maxImages, mb: Math.round(limits.maxBytes / 1048576) })}
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <div className="lk-apply__actions">
        <button type="button" className="lk-btn lk-btn--ghost" onClick={cancel} disabled={busy}>
          {t('reward.cancel')}
        </button>
        <button type="submit" className="lk-btn" disabled={!enabled}>
          {t('reward.submit')}
        </button>
      </div>
    </form>
  );
}

/** The first bytes of a file, enough to tell its real image kind. */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}
