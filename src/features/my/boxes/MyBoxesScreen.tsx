import { FormattedMessage } from 'react-intl';
import { MyListProvider } from '@machines/myList/provider';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';
import { AppLink } from '@shared/navigation/AppLink';
import { paths } from '@shared/routing/paths';
import { myBoxesEffects } from './myBoxesEffects';
import type { MyBox } from './myBoxes';
import { AccessGrants } from '../access/AccessGrants';
import { AccessPin } from '../access/AccessPin';
import { BoxCamera } from '../camera/BoxCamera';
import { BoxSharing } from '../sharing/BoxSharing';
import { ListState, useListItems } from '../shared/ListState';
import { LockControlsSlot } from '../access/LockControlsSlot';
import '../shared/My.css';

/** My boxes, the first page after sign-in: the boxes the customer rents and those shared with them. */
export default function MyBoxesScreen() {
  return (
    <MyAreaFrame
      titleId="my.boxes.title"
      introId="my.boxes.intro"
      links={[{ to: paths.boxes, messageId: 'my.rentAnother', primary: true }]}
    >
      <MyListProvider query="" effects={myBoxesEffects}>
        <ListState empty={<NoBoxes />}>
          <BoxSections />
        </ListState>
      </MyListProvider>
    </MyAreaFrame>
  );
}

function NoBoxes() {
  return (
    <div className="notice my-empty" role="status">
      <p>
        <FormattedMessage id="my.boxes.none" />
      </p>
      <AppLink to={paths.boxes} className="button button--primary">
        <FormattedMessage id="my.boxes.findBox" />
      </AppLink>
    </div>
  );
}

function BoxSections() {
  const boxes = useListItems<MyBox>();
  const own = boxes.filter((box) => box.kind === 'own');
  const shared = boxes.filter((box) => box.kind === 'shared');
  return (
    <>
      <section className="my-section" aria-labelledby="my-boxes-own">
        <h2 id="my-boxes-own" className="my-section__title">
          <FormattedMessage id="my.boxes.own" />
        </h2>
        {own.length ? <BoxCards boxes={own} /> : <NoBoxes />}
      </section>
      {shared.length > 0 && (
        <section className="my-section" aria-labelledby="my-boxes-shared">
          <h2 id="my-boxes-shared" className="my-section__title">
            <FormattedMessage id="my.boxes.shared" />
          </h2>
          <BoxCards boxes={shared} />
        </section>
      )}
    </>
  );
}

function BoxCards({ boxes }: { boxes: MyBox[] }) {
  const format = useFormatters();
  const t = useT();
  return (
    <ul className="my-cards">
      {boxes.map((box) => (
        <li key={`${box.kind}-${box.contractId}`} className="my-card">
          <div className="my-card__head">
            <h3 className="my-card__title">
              <FormattedMessage id="my.box.name" values={{ box: box.boxName }} />
            </h3>
            {box.status === 'TERMINATING' && box.terminationAt && (
              <span className="my-status my-status--terminating">
                <FormattedMessage id="my.box.endsOn" values={{ date: format.date(box.terminationAt) }} />
              </span>
            )}
          </div>
          <p className="my-card__line">
            <strong>{box.warehouse.name}</strong>
            <br />
            {`${box.warehouse.address.street} ${box.warehouse.address.number}, ${box.warehouse.address.zip} ${box.warehouse.address.city}`}
          </p>
          <dl className="my-facts">
            {box.box && (
              <div>
                <dt>
                  <FormattedMessage id="my.box.size" />
                </dt>
                <dd>
                  <FormattedMessage
                    id="my.box.sizeArea"
                    values={{ size: t(`sizeGuide.name.${box.box.sizeClass}`), area: format.number(box.box.area, 2) }}
                  />
                </dd>
              </div>
            )}
            <div>
              <dt>
                <FormattedMessage id="my.box.contract" />
              </dt>
              <dd>
                {box.contractNumber ? (
                  <AppLink to={paths.myContract(box.contractId)} className="link-target">
                    {box.contractNumber}
                  </AppLink>
                ) : (
                  <FormattedMessage id="my.box.sharedBy" values={{ name: box.ownerName ?? '' }} />
                )}
              </dd>
            </div>
            {box.accessCode && (
              <div>
                <dt>
                  <FormattedMessage id="my.box.entranceCode" />
                </dt>
                <dd className="my-code">{box.accessCode}</dd>
              </div>
            )}
          </dl>
          <AccessPin contractId={box.contractId} />
          <BoxCamera contractId={box.contractId} boxName={box.boxName} />
          <div className="my-card__lock" data-slot="lock-controls">
            <LockControlsSlot box={box} />
          </div>
          <AccessGrants box={box} />
          <BoxSharing box={box} />
        </li>
      ))}
    </ul>
  );
}
