// The form's array buttons with their words on them: the library's own show an
// icon font the studio does not load, so they were empty squares with no name.
import type { IconButtonProps } from '@rjsf/utils';

type Props = IconButtonProps;

function TextButton({ text, ...props }: Props & { text: string }) {
  const { iconType: _t, icon: _i, uiSchema: _u, registry: _r, className, title: _title, ...rest } = props;
  return (
    <button type="button" className={`text-button ${className ?? ''}`} {...rest}>
      {text}
    </button>
  );
}

export const ArrayButtons = {
  AddButton: (p: Props) => <TextButton {...p} text="Add an item" />,
  CopyButton: (p: Props) => <TextButton {...p} text="Copy" />,
  MoveUpButton: (p: Props) => <TextButton {...p} text="Move up" />,
  MoveDownButton: (p: Props) => <TextButton {...p} text="Move down" />,
  RemoveButton: (p: Props) => <TextButton {...p} text="Remove" />,
  ClearButton: (p: Props) => <TextButton {...p} text="Clear" />,
};
