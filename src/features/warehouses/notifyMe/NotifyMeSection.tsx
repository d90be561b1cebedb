import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { NotifyMeProvider, type SubscribeEffect } from '@machines/notifyMe/provider';
import { warehouseApi } from '../warehouseApi';
import { NotifyMeForm } from './NotifyMeForm';
import { subscribeWith } from './subscribe';
import './NotifyMe.css';

/** Shown on a full warehouse (spec: "no free box, leave contact"). */
export function NotifyMeSection({ warehouseId, subscribe }: { warehouseId: number; subscribe?: SubscribeEffect }) {
  const [effect] = useState(() => subscribe ?? subscribeWith(warehouseApi));
  return (
    <section className="notify-me" aria-labelledby="notify-me-title">
      <h2 id="notify-me-title">
        <FormattedMessage id="notifyMe.title" />
      </h2>
      <p>
        <FormattedMessage id="notifyMe.intro" />
      </p>
      <NotifyMeProvider warehouseId={warehouseId} effects={{ subscribe: effect }}>
        <NotifyMeForm />
      </NotifyMeProvider>
    </section>
  );
}
