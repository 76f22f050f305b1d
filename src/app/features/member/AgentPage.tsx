// Agent centre (/m/agent, /m/agent/home; insides "not shown"): for agent
// accounts (any type but 0, 4 and 40) the team KPI over a chosen period, and the
// daily-salary and dividend contracts. A visitor gets the agent login (the
// login popup knows it is on the agent page); other accounts 'Non-agents cannot
// log in'. Types 41 and 42 get no contract-request prompt (game spec section 6).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentDailySalaryContractValue, AgentDividendContractValue } from '../../../platform/generated/api.ts';
import { asksForContract } from '../../../platform/customer-types.ts';
import type { PageProps } from '../../feature-entries.ts';
import { useConstants } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { usePlatformData } from '../../state/platform-data.ts';
import type { Remote } from '../../state/remote.ts';
import { csWidgetOpenAtom } from '../../state/ui.ts';
import { formatNumber } from '../../../i18n/numbers.ts';
import { formatAmount } from '../../rules/format.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { MemberGate } from './MemberGate.tsx';
import { useViewer } from '../../state/viewer.ts';
import './member.css';

/** KPI periods in days, today first. */
const PERIODS = [1, 7, 30] as const;

function day(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export default function AgentPage(_: PageProps) {
  return (
    <div className="lk-page lk-member lk-agent">
      <MemberGate need="agent">
        <AgentCentre />
      </MemberGate>
    </div>
  );
}

function AgentCentre() {
  const { t, i18n } = useTranslation('member');
  const { currencyDecimals } = useConstants();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>(7);
  const range = (() => {
    const end = new Date();
    const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - (period - 1));
    return { startDate: day(start), endDate: day(end) };
  })();
  const kpi = usePlatformData('agentTeamKpi', range);
  const salary = usePlatformData('agentDailySalaryContract', {});
  const dividend = usePlatformData('agentDividendContract', {});
  const money = (n: number) => formatAmount(n, i18n.language, currencyDecimals);
  const count = (n: number) => formatNumber(n, i18n.language);

  return (
    <>
      <section className="lk-member__card" aria-labelledby="lk-kpi-title">
        <div className="lk-member__row">
          <h2 id="lk-kpi-title" className="lk-member__title">
            {t('agent.kpi')}
          </h2>
        </div>
        <div className="lk-segment" role="radiogroup" aria-label={t('agent.period')}>
          {PERIODS.map((p) => (
            <button key={p} type="button" role="radio" aria-checked={p === period} className="lk-segment__item" onClick={() => setPeriod(p)} data-period={p}>
              {t(`agent.periods.${p}`)}
            </button>
          ))}
        </div>
        <RemoteView remote={kpi} placeholder={<Skeleton height={180} />}>
          {(k) => (
            <dl className="lk-kpi" data-kpi>
              <div>
                <dt>{t('agent.teamSize')}</dt>
                <dd>{count(k.teamSize)}</dd>
              </div>
              <div>
                <dt>{t('agent.activeMembers')}</dt>
                <dd>{count(k.activeMembers)}</dd>
              </div>
              <div>
                <dt>{t('agent.newMembers')}</dt>
                <dd>{count(k.newMembers)}</dd>
              </div>
              <div>
                <dt>{t('agent.totalDeposit')}</dt>
                <dd>
                  <bdi>{money(k.totalDeposit)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('agent.totalBet')}</dt>
                <dd>
                  <bdi>{money(k.totalBet)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('agent.profitLoss')}</dt>
                <dd className={k.profitLoss < 0 ? 'is-negative' : undefined}>
                  <bdi>{money(k.profitLoss)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('agent.commission')}</dt>
                <dd>
                  <bdi>{money(k.commission)}</bdi>
                </dd>
              </div>
            </dl>
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
  const { currencyDecimals } = useConstants();
  const viewer = useViewer();
  const openService = useSetAtom(csWidgetOpenAtom);
  const money = (n: number) => formatAmount(n, i18n.language, currencyDecimals);
  const percent = (r: number) => formatNumber(r, i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section className="lk-member__card" aria-label={title} data-contract={kind}>
      <RemoteView remote={remote} placeholder={<Skeleton height={120} />}>
        {(c: T) => (
          <>
            <div className="lk-member__row">
              <h2 className="lk-member__title">{title}</h2>
              <span className={`lk-chip lk-chip--${c.status}`}>{t(`agent.status.${c.status}`)}</span>
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
