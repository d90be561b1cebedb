import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ServiceTokenInput } from '@machines/serviceToken/machine';
import { useServiceTokenActor, type ServiceTokenEffects } from '@machines/serviceToken/provider';
import { selectServiceTokenFailure, selectServiceTokenState, selectValidity } from '@machines/serviceToken/selectors';
import { useConfig } from '@shared/config/ConfigContext';
import { useFormatters } from '@shared/i18n/formatters';
import type { LockLocationEffects } from '@shared/locks/browserLockLocation';
import { PageLoading } from '@shared/layout/PageLoading';
import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { serviceTokenEffects, tokenUnlocks, type TokenUnlocks } from './serviceAccessEffects';
import { TokenLocks } from './TokenLocks';
import './ServiceAccess.css';
import { RetryAlert } from '@shared/errors/RetryAlert';

interface ServiceAccessProps {
  link: ServiceTokenInput;
  effects?: ServiceTokenEffects;
  unlocks?: TokenUnlocks;
  /** The browser's location by default; stories pass a fake one at the warehouse. */
  location?: LockLocationEffects;
}

/** The link's state as the service-token machine decides it, and in its window the locks it opens. */
export function ServiceAccess({ link, effects = serviceTokenEffects, unlocks, location }: ServiceAccessProps) {
  const actor = useServiceTokenActor(link, effects);
  const state = useSelector(actor, selectServiceTokenState);
  const validity = useSelector(actor, selectValidity);
  const failure = useSelector(actor, selectServiceTokenFailure);
  const format = useFormatters();

  let content: ReactNode;
  if (state === 'Checking') content = <PageLoading />;
  else if (state === 'Invalid')
    content = (
      <div className="notice notice--error" role="alert">
        <p>
          <FormattedMessage id="errors.service-access/invalid-link" />
        </p>
        <p>
          <FormattedMessage id="serviceAccess.invalidHint" />
        </p>
      </div>
    );
  else if (state === 'Failed')
    content = (
      <RetryAlert
        code={failure?.code ?? 'weApologize'}
        onRetry={() => actor.send({ type: 'retry' })}
        label={<FormattedMessage id="serviceAccess.tryAgain" />}
      />
    );
  else if (validity && state === 'Expired')
    content = (
      <div className="notice notice--error" role="alert">
        <p>
          <FormattedMessage id="serviceAccess.expiredAt" values={{ date: format.dateTime(validity.validTo) }} />
        </p>
        <ContactUs />
      </div>
    );
  else if (validity && state === 'NotYetValid')
    content = (
      <div className="notice" role="status">
        <p>
          <FormattedMessage id="serviceAccess.validFrom" values={{ date: format.dateTime(validity.validFrom) }} />
        </p>
        <p>
          <FormattedMessage id="serviceAccess.notYetValidHint" />
        </p>
      </div>
    );
  else if (validity)
    content = (
      <>
        <p className="notice notice--success" role="status">
          <FormattedMessage
            id="serviceAccess.validRange"
            values={{ from: format.dateTime(validity.validFrom), to: format.dateTime(validity.validTo) }}
          />
        </p>
        <TokenLocks
          validity={validity}
          unlocks={unlocks ?? tokenUnlocks({ email: link.email ?? '', token: link.token ?? '' })}
          location={location}
        />
      </>
    );

  return (
    <ScreenFrame titleId="serviceAccess.title" introId="serviceAccess.intro">
      {validity && (
        <p className="service-access__holder">
          <FormattedMessage id="serviceAccess.forEmail" values={{ email: <strong>{validity.email}</strong> }} />
        </p>
      )}
      {content}
    </ScreenFrame>
  );
}

/** The contact of the app's configuration, each way shown only when configured. */
function ContactUs() {
  const { contactPhone, contactEmail } = useConfig();
  return (
    <>
      {contactPhone && (
        <p>
          <FormattedMessage
            id="serviceAccess.callUs"
            values={{ phone: <a href={`tel:${contactPhone.replace(/\s+/g, '')}`}>{contactPhone}</a> }}
          />
        </p>
      )}
      {contactEmail && (
        <p>
          <FormattedMessage
            id="serviceAccess.writeUs"
            values={{ email: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> }}
          />
        </p>
      )}
    </>
  );
}
