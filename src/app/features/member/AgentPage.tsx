// Agent centre (/m/agent, /m/agent/home; insides "not shown"): for agent
// accounts (any type but 0, 4 and 40) the team KPI over a chosen period, and the
// daily-salary and dividend contracts. A visitor gets the agent login (the
// login popup knows it is on the agent page); other accounts 'Non-agents cannot
// log in'. Types 41 and 42 get no contract-request prompt (game spec section 6).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { AgentDailySalaryContractValue, AgentDividendContractValue } from '../../../platform/generated/api.ts';
import { asksForContract } from '../../../platform/customer-types.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { usePlatformData } from '../../state/platform-data.ts';
import type { Remote } from '../../state/remote.ts';
import { csWidgetOpenAtom } from '../../state/ui.ts';
import { formatNumber } from '../../../i18n/numbers.ts';
import { useMoney } from '../../state/use-money.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Figures } from './Figures.tsx';
import { gatedPage } from '../../ui/MemberGate.tsx';
import { Segment } from './Segment.tsx';
import { useViewer } from '../../state/viewer.ts';
import './member.css';

/** KPI periods in days, today first. */
const PERIODS = [1, 7, 30] as const;

function day(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export default gatedPage(AgentCentre, { need: 'agent', className: 'lk-agent' });

function AgentCentre() {
  const { t, i18n } = useTranslation('member');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>(7);
  const range = (() => {
    const end = new Date();
    const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - (period - 1));
    return { startDate: day(start), endDate: day(end) };
  })();
  const kpi = usePlatformData('agentTeamKpi', range);
  const salary = usePlatformData('agentDailySalaryContract', {});
  const dividend = usePlatformData('agentDividendContract', {});
  const money = useMoney();
  const count = (n: number) => formatNumber(n, i18n.language);

  return (
    <>
      <section className="lk-member__card" aria-labelledby="lk-kpi-title">
        <div className="lk-member__row">
          <h2 id="lk-kpi-title" className="lk-member__title">
            {t('agent.kpi')}
          </h2>
        </div>
        <Segment
          role="radio"
          name="period"
          label={t('agent.period')}
          options={PERIODS}
          value={period}
          onChange={setPeriod}
          text={(p) => t(`agent.periods.${p}`)}
        />
        <RemoteView remote={kpi} placeholder={<Skeleton height={180} />}>
          {(k) => (
            <Figures
              className="lk-kpi"
              data-kpi
              items={[
                { label: t('agent.teamSize'), value: count(k.teamSize) },
                { label: t('agent.activeMembers'), value: count(k.activeMembers) },
                { label: t('agent.newMembers'), value: count(k.newMembers) },
                { label: t('agent.totalDeposit'), value: money(k.totalDeposit), amount: true },
                { label: t('agent.totalBet'), value: money(k.totalBet), amount: true },
                { label: t('agent.profitLoss'), value: money(k.profitLoss), amount: true, negative: k.profitLoss < 0 },
                { label: t('agent.commission'), value: money(k.commission), amount: true },
              ]}
            />
          )}
        </RemoteView>
        <p className="lk-member__muted">{t('agent.range', { start: range.startDate, end: range.endDate })}</p>
      </section>

      <Contract title={t('agent.salary')} remote={salary} kind="salary" />
      <Contract title={t('agent.dividend')} remote={dividend} kind="dividend" />
    </>
  );
}

function Contract<T extends AgentDailySalaryContractValue | AgentDividendContractValue>({
  title,
  remote,
  kind,
}: {
  title: string;
  remote: Remote<T>;
  kind: 'salary' | 'dividend';
}) {
  const { t, i18n } = useTranslation('member');
  const viewer = useViewer();
  const openService = useSetAtom(csWidgetOpenAtom);
  const money = useMoney();
  const percent = (r: number) => formatNumber(r, i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section className="lk-member__card" aria-label={title} data-contract={kind}>
      <RemoteView remote={remote} placeholder={<Skeleton height={120} />}>
        {(c: T) => (
          <>
            <div className="lk-member__row">
              <h2 className="lk-member__title">{title}</h2>
              <span className={`lk-tag lk-tag--${c.status}`}>{t(`agent.status.${c.status}`)}</span>
            </div>
            {c.contracts.length > 0 ? (
              <div className="lk-table-wrap">
                <table className="lk-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('agent.level')}</th>
                      <th scope="col">{t(kind === 'salary' ? 'agent.minBet' : 'agent.minLoss')}</th>
                      <th scope="col">{t('agent.activeMembers')}</th>
                      <th scope="col">{t(kind === 'salary' ? 'agent.dailySalary' : 'agent.share')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(c.contracts as (AgentDailySalaryContractValue['contracts'][number] | AgentDividendContractValue['contracts'][number])[]).map((row) => (
                      <tr key={row.level}>
                        <td>{row.level}</td>
                        <td>
                          <bdi>{money('minBet' in row ? row.minBet : row.minLoss)}</bdi>
                        </td>
                        <td>{row.activeMembers}</td>
                        <td>
                          <bdi>{'salary' in row ? money(row.salary) : percent(row.ratio)}</bdi>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="lk-member__muted">{t('agent.noContract')}</p>
            )}
            {c.status === 'none' && asksForContract(viewer.type) && (
              <div className="lk-member__notice">
                <p>{t('agent.requestContract')}</p>
                <button type="button" className="lk-btn lk-btn--small" onClick={() => openService(true)}>
                  {t('menu.service')}
                </button>
              </div>
            )}
          </>
        )}
      </RemoteView>
    </section>
  );
}
