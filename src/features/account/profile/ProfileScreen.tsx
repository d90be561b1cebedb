import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ProfileContext, ProfileProvider } from '@machines/profile/provider';
import {
  selectLoadFailure,
  selectLoading,
  selectLoads,
  selectProfile,
  selectSaved,
  selectSaveFailure,
  selectSaving,
} from '@machines/profile/selectors';
import { ProfileForm } from './ProfileForm';
import { NewsletterSwitch } from './NewsletterSwitch';
import { ReferralBlock } from './ReferralBlock';
import { paths } from '@shared/routing/paths';
import { PageLoading } from '@shared/layout/PageLoading';
import { useSessionMachine } from '@shared/session/SessionContext';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';
import { browserProfileEffects } from './profileEffects';
import { RetryAlert } from '@shared/errors/RetryAlert';

/**
 * My profile: contact, user and invoicing details, save; the newsletter consent and the referral
 * programme, each with its own machine; links to change
 * the password and to cancel the account. A saved name reaches the top bar through the session.
 */
export default function ProfileScreen() {
  const { send: sendToSession } = useSessionMachine();
  const [effects] = useState(() => browserProfileEffects(sendToSession));
  return (
    <ProfileProvider effects={effects}>
      <ProfileView />
    </ProfileProvider>
  );
}

function ProfileView() {
  const profile = ProfileContext.useSelector(selectProfile);
  const loadFailure = ProfileContext.useSelector(selectLoadFailure);
  const loading = ProfileContext.useSelector(selectLoading);
  const loads = ProfileContext.useSelector(selectLoads);
  const saving = ProfileContext.useSelector(selectSaving);
  const saved = ProfileContext.useSelector(selectSaved);
  const saveFailure = ProfileContext.useSelector(selectSaveFailure);
  const { send } = ProfileContext.useActorRef();

  let content: ReactNode;
  if (loadFailure) {
    content = (
      <RetryAlert
        code={loadFailure.code}
        onRetry={() => send({ type: 'reload' })}
        label={<FormattedMessage id="profile.retry" />}
      />
    );
  } else if (!profile || loading) {
    content = <PageLoading />;
  } else {
    content = (
      <>
        <ProfileForm
          key={loads}
          profile={profile}
          saving={saving}
          saved={saved}
          failure={saveFailure}
          onSave={(update) => send({ type: 'save', update })}
          onReload={() => send({ type: 'reload' })}
        />
        <NewsletterSwitch />
        <ReferralBlock />
      </>
    );
  }
  return (
    <MyAreaFrame
      titleId="my.profile.title"
      introId="my.profile.intro"
      links={[
        { to: paths.myPasswordChange, messageId: 'my.changePassword.title' },
        { to: paths.myProfileDelete, messageId: 'my.delete.title' },
      ]}
    >
      {content}
    </MyAreaFrame>
  );
}
