// A QR code of a link, drawn in the browser with the qrcode package, which
// loads on demand (src/README.md, Budgets). The image keeps its size while the
// package loads, so nothing shifts.
import { useEffect, useState } from 'react';
import './qr-code.css';

export const QR_SIZE = 160;

export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(undefined);
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE, color: { dark: '#000000', light: '#ffffff' } }))
      .then(
        (url) => live && setSrc(url),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [value]);
  if (failed) return null;
  return (
    // At most QR_SIZE, smaller in a narrow card; always square, so it never shifts or clips.
    <span className="lk-qr" style={{ width: `min(${QR_SIZE}px, 100%)` }}>
      {src ? <img src={src} alt={label} width={QR_SIZE} height={QR_SIZE} /> : <span className="lk-skeleton lk-qr__placeholder" aria-hidden="true" />}
    </span>
  );
}
