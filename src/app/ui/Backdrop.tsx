// The dimmed page around a dialog: a tap on it closes the dialog. It only saves
// a pointer the trip to the close button; the keyboard closes with Escape, so
// assistive technology is not told about it.
export function Backdrop({ onClose }: { onClose: () => void }) {
  return <div className="lk-backdrop" aria-hidden="true" onClick={onClose} />;
}
