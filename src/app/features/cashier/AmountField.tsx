// The amount a player types on the deposit and the withdraw form: its label
// with the allowed range, the input (decimal, read into cents by the form with
// rules/amount-input.ts), and the line beneath that says what is wrong with it
// once the player has touched it (amounts.ts decides, cashier-errors.ts words
// it). The line is always there, empty while nothing is wrong, so the form does
// not jump when it fills.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { PanelField } from '../../ui/PanelField.tsx';
import type { AmountProblem } from './amounts.ts';
import { amountProblemText } from './cashier-errors.ts';
import { useFigures } from './use-cashier-form.ts';

export function AmountField({
  label,
  range,
  text,
  onText,
  problem,
  touched,
  onTouched,
  problemId,
}: {
  /** The field's name with the currency (each form's own string). */
  label: string;
  /** The smallest and largest amount allowed, in cents. */
  range: { min: number; max: number };
  text: string;
  onText: (text: string) => void;
  problem: AmountProblem | null;
  /** Whether the player has left the field, chosen a preset or sent the form: only then is a problem shown. */
  touched: boolean;
  onTouched: () => void;
  /** The problem line's id, which the input names as its description. */
  problemId: string;
}) {
  const { t } = useTranslation('cashier');
  const { cents } = useFigures();
  const shown = touched && problem !== null;
  return (
    <>
      <PanelField
        label={
          <>
            {label} <span className="lk-panel__muted">{t('range', { min: cents(range.min), max: cents(range.max) })}</span>
          </>
        }
      >
        <input
          className="lk-panel__input"
          inputMode="decimal"
          autoComplete="off"
          name="amount"
          value={text}
          onChange={(e) => onText(e.target.value)}
          onBlur={onTouched}
          aria-invalid={shown ? true : undefined}
          aria-describedby={problemId}
        />
      </PanelField>
      <p id={problemId} className="lk-cashier__problem" role="alert">
        {shown ? amountProblemText(t, problem, cents) : ''}
      </p>
    </>
  );
}
