import { FormattedMessage } from 'react-intl';
import { MyListProvider } from '@machines/myList/provider';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';
import { AppLink } from '@shared/navigation/AppLink';
import type { ScreenProps } from '@shared/routing/routeDef';
import { paths } from '@shared/routing/paths';
import { contractDetailEffects, type ContractWithRents } from './contractEffects';
import { AccessPin } from '../access/AccessPin';
import { ContractStatusBadge } from './ContractStatusBadge';
import { ListState, useListItems } from '../shared/ListState';
import { PdfButton } from '../shared/PdfButton';
import { RentsTable } from '../rents/RentsTable';
import '../shared/My.css';

/** One contract: box, dates, price, insurance, codes, the agreement, its rents, and what its status allows. */
export default function ContractDetailScreen({ params }: ScreenProps) {
  return (
    <MyAreaFrame
      titleId="my.contract.title"
      introId="my.contract.intro"
      links={[{ to: paths.myContracts, messageId: 'my.backToContracts' }]}
    >
      <MyListProvider query={params.id ?? ''} effects={contractDetailEffects}>
        <ListState empty={null}>
          <ContractDetail />
        </ListState>
      </MyListProvider>
    </MyAreaFrame>
  );
}

function Fact({ labelId, children }: { labelId: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function ContractDetail() {
  const [{ contract, rents }] = useListItems<ContractWithRents>();
  const format = useFormatters();
  const t = useT();
  const running = contract.status === 'ACTIVE' || contract.status === 'TERMINATING';
  const canGiveNotice = contract.status === 'ACTIVE' && !contract.hasUnsolvedCancellationRequest;
  const canConfirmEviction = contract.hasUnsolvedCancellationRequest && contract.evictionConfirmedAt === null;
  return (
    <>
      <section className="my-section" aria-labelledby="contract-facts">
        <div className="my-card__head">
          <h2 id="contract-facts" className="my-section__title">
            <FormattedMessage id="my.contract.number" values={{ number: contract.businessId }} />
          </h2>
          <ContractStatusBadge status={contract.status} />
        </div>
        <dl className="my-facts my-facts--detail">
          <Fact labelId="my.box.label">
            <FormattedMessage
              id="my.box.inWarehouse"
              values={{ box: contract.boxName, warehouse: contract.warehouse.name }}
            />
          </Fact>
          <Fact labelId="my.contract.created">{format.date(contract.createdAt)}</Fact>
          <Fact labelId="my.contract.start">{format.date(contract.startAt)}</Fact>
          <Fact labelId="my.contract.end">
            {contract.terminationAt ? (
              format.date(contract.terminationAt)
            ) : (
              <FormattedMessage id="my.contract.indefinite" />
            )}
          </Fact>
          <Fact labelId="my.contract.price">
            <FormattedMessage
              id="my.contract.pricePerPeriod"
              values={{ price: format.money(contract.totalPrice), months: contract.invoicing.periodInMonths }}
            />
          </Fact>
          <Fact labelId="my.contract.insurance">
            <FormattedMessage
              id="my.contract.insuranceUpTo"
              values={{ amount: format.money(contract.insuranceCoverage) }}
            />
          </Fact>
          {contract.accessCode && (
            <Fact labelId="my.box.entranceCode">
              <span className="my-code">{contract.accessCode}</span>
            </Fact>
          )}
          {contract.lockCode && (
            <Fact labelId="my.box.padlockCode">
              <span className="my-code">{contract.lockCode}</span>
            </Fact>
          )}
          {contract.legalAgreementId !== null && (
            <Fact labelId="my.contract.agreement">
              <PdfButton
                document={{ kind: 'agreement', id: contract.legalAgreementId }}
                fileName={`agreement-${contract.businessId}.pdf`}
              >
                <FormattedMessage id="my.contract.agreementDownload" />
              </PdfButton>
            </Fact>
          )}
        </dl>
        {running && <AccessPin contractId={contract.id} />}
        {(canGiveNotice || canConfirmEviction) && (
          <ul className="my-actions">
            {canGiveNotice && (
              <li>
                <AppLink to={paths.myContractCancel(contract.id)} className="button button--secondary">
                  <FormattedMessage id="my.cancel.title" />
                </AppLink>
              </li>
            )}
            {canConfirmEviction && (
              <li>
                <AppLink to={paths.myContractEviction(contract.id)} className="button button--primary">
                  <FormattedMessage id="my.eviction.title" />
                </AppLink>
              </li>
            )}
          </ul>
        )}
      </section>
      <section className="my-section" aria-labelledby="contract-rents">
        <h2 id="contract-rents" className="my-section__title">
          <FormattedMessage id="my.contract.rents" />
        </h2>
        {rents.length ? (
          <RentsTable rents={rents} caption={t('my.contract.rents')} />
        ) : (
          <p className="my-empty">
            <FormattedMessage id="my.contract.noRents" />
          </p>
        )}
      </section>
    </>
  );
}
