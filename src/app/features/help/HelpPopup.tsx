// Help popup (game spec section 2, Help centre: "A help popup lists entries as
// HTML"): every help entry in the current language, each opening to its
// sanitised HTML.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSetAtom } from '../../state/jotai.ts';
import { Popup } from '../../ui/Popup.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { helpPopupOpenAtom } from '../../state/ui.ts';
import { ContentHtml } from '../../ui/ContentHtml.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { useHelpItems } from '../../state/use-content.ts';
import '../../ui/content.css';

export default function HelpPopup() {
  const { t } = useTranslation('content');
  const setOpen = useSetAtom(helpPopupOpenAtom);
  const help = useHelpItems();
  return (
    <Popup title={t('help.title')} onClose={() => setOpen(false)} className="lk-help-popup">
      <RemoteView
        remote={help}
        placeholder={[0, 1, 2].map((i) => <Skeleton key={i} height={44} style={{ marginBottom: 8 }} />)}
        empty={(list) => !list.length && <p className="lk-empty">{t('help.none')}</p>}
      >
        {(list) => (
          <div className="lk-help-list">
            {list.map((item, i) => (
              <details key={item.tag} className="lk-help-item" data-tag={item.tag} open={i === 0}>
                <summary>
                  <PlatformText>{item.title}</PlatformText>
                </summary>
                <div lang={item.lang}>
                  <ContentHtml html={item.content} />
                </div>
              </details>
            ))}
          </div>
        )}
      </RemoteView>
    </Popup>
  );
}
