// The animated jackpot figure (game spec sections 2 and 4): a random start in
// the configured range, then a random increase every few seconds, counted up in
// small steps. The start is drawn once per brand and range (seededDraw), so
// the prebuilt page shows the figure the counter starts from and the live
// counter goes on from it with nothing jumping. No live region: a screen reader reads the
// figure when it gets there, not every step.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { formatAmount } from '../../../rules/format.ts';
import { useBrand, useConstants } from '../../../state/brand.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { languageAtom } from '../../../state/language.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { jackpotDelay, jackpotIncrement, jackpotStart, jackpotSteps, roundTo, seededDraw } from '../logic/jackpot-rules.ts';
import '../lobby.css';

export default function JackpotCounter({ min, max, decimals, title }: { min: number; max: number; decimals: number; title?: string }) {
  const { t } = useTranslation('lobby');
  const c = useConstants();
  const lng = useAtomValue(languageAtom);
  const seed = `${useBrand().id}:${min}:${max}`;
  const [value, setValue] = useState(() => jackpotStart(min, max, decimals, seededDraw(seed)));

  useEffect(() => {
    let current = jackpotStart(min, max, decimals, seededDraw(seed));
    setValue(current);
    let wait: ReturnType<typeof setTimeout> | undefined;
    let tick: ReturnType<typeof setInterval> | undefined;
    const next = () => {
      wait = setTimeout(() => {
        const target = roundTo(current + jackpotIncrement(c.jackpotIncrementMin, c.jackpotIncrementMax), decimals);
        const steps = jackpotSteps(current, target, c.jackpotStepCount, decimals);
        let i = 0;
        tick = setInterval(() => {
          setValue(steps[i]!);
          if (++i >= steps.length) {
            clearInterval(tick);
            current = target;
            next();
          }
        }, c.jackpotStepMs);
      }, jackpotDelay(c.jackpotIntervalsMs));
    };
    next();
    return () => {
      clearTimeout(wait);
      clearInterval(tick);
    };
  }, [seed, min, max, decimals, c.jackpotIncrementMin, c.jackpotIncrementMax, c.jackpotStepCount, c.jackpotStepMs, c.jackpotIntervalsMs]);

  const text = formatAmount(value, lng, decimals);
  return (
    <div className="lkg-jackpot" data-testid="jackpot">
      <span className="lkg-jackpot__title">
        <Icon name="trophy" size={18} />
        {title ?? t('jackpot.title')}
      </span>
      <span className="lkg-jackpot__value" data-value={value}>
        {text}
      </span>
      {/* The box's last child: until the HTML has it, the box paints nothing (lobby.css). */}
      <i className="lkg-jackpot__end" hidden />
    </div>
  );
}
