import { FormattedMessage } from 'react-intl';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { AppLink } from '@shared/navigation/AppLink';
import { useSession } from '@shared/session/SessionContext';
import { FeatureIcon } from './FeatureIcon';
import './Landing.css';
import './WebviewLanding.css';

/**
 * The landing inside the native apps: no marketing, big tiles for what app users
 * come for. The header is hidden here inside the app, so the tiles include the account.
 */
export default function WebviewLandingScreen() {
  const t = useT();
  const { signedIn, user } = useSession();
  useDocumentTitle(t('title.landing'));
  const tiles = [
    { to: paths.boxes, id: 'findBox', icon: 'size' },
    { to: signedIn ? paths.myBoxes : paths.login, id: signedIn ? 'myBoxes' : 'login', icon: 'security' },
    { to: paths.myRents, id: 'rents', icon: 'contactless' },
    { to: paths.help, id: 'help', icon: 'access' },
  ] as const;
  return (
    <div className="container page webview-landing">
      <h1 className="page__title">
        {user ? (
          <FormattedMessage id="webview.greeting" values={{ name: user.firstName }} />
        ) : (
          <FormattedMessage id="webview.title" />
        )}
      </h1>
      <p className="page__lead">
        <FormattedMessage id="webview.lead" />
      </p>
      <ul className="webview-landing__tiles">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <AppLink to={tile.to} className="webview-landing__tile">
              <FeatureIcon feature={tile.icon} />
              <span>
                <FormattedMessage id={`webview.tile.${tile.id}`} />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
