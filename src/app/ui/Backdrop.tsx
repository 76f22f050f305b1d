// What lies around a dialog's panel, inside the dialog (the dim is the
// dialog's ::backdrop): a tap on it closes the dialog. It only saves a pointer
// the trip to the close button; the keyboard closes with Escape, so assistive
// technology is not told about it.
export function Backdrop({ onClose }: { onClose: () => void }) {
  return <div className="lk-backdrop" aria-hidden="true" onClick={onClose} />;
}
