import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { StaffSetupContext, StaffSetupProvider, type StaffSetupEffects } from '@machines/staffSetup/provider';
import { selectRecoveryCodes, selectSetupFailure, selectSetupView } from '@machines/staffSetup/selectors';
import { ErrorAlert } from '@shared/errors/ErrorAlert';
import { useT } from '@shared/i18n/useT';
import { PageLoading } from '@shared/layout/PageLoading';
import { AppLink } from '@shared/navigation/AppLink';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { staffSetupEffects } from '../adminEffects';
import { consolePaths } from '../consolePaths';
import { ConsoleBare } from '../frame/ConsoleBare';
import { EnrolForm } from './EnrolForm';

/** `/admin/setup?token=…`: a new staff member's password and authenticator, then their recovery codes. */
export function SetupScreen({ effects }: { effects?: StaffSetupEffects }) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [setupEffects] = useState(() => effects ?? staffSetupEffects());
  return (
    <StaffSetupProvider token={token} effects={setupEffects}>
      <ConsoleBare>
        <SetupSteps />
      </ConsoleBare>
    </StaffSetupProvider>
  );
}

function SetupSteps() {
  const t = useT();
  const view = StaffSetupContext.useSelector(selectSetupView);
  const failure = StaffSetupContext.useSelector(selectSetupFailure);
  const codes = StaffSetupContext.useSelector(selectRecoveryCodes);
  const titleId =
    view === 'invalid' ? 'admin.setup.invalidTitle' : view === 'done' ? 'admin.setup.doneTitle' : 'admin.setup.title';
  useDocumentTitle(t('title.page', { page: t(titleId) }));
  if (view === 'opening') return <PageLoading />;
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id={titleId} />
      </h1>
      {view === 'invalid' && (
        <ErrorAlert code={failure?.code === 'rate-limited' ? 'rate-limited' : 'staff/setup-link-invalid'} />
      )}
      {view === 'enrolling' && <EnrolForm />}
      {view === 'done' && (
        <>
          <p className="page__lead">
            <FormattedMessage id="admin.setup.doneIntro" />
          </p>
          <section className="console__panel" aria-labelledby="recovery-codes">
            <h2 id="recovery-codes">
              <FormattedMessage id="admin.setup.codesTitle" />
            </h2>
            <ul className="console__codes">
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <p>
              <FormattedMessage id="admin.setup.codesNote" />
            </p>
          </section>
          <p>
            <AppLink to={consolePaths.home} className="button button--primary">
              <FormattedMessage id="admin.setup.toSignIn" />
            </AppLink>
          </p>
        </>
      )}
    </>
  );
}
