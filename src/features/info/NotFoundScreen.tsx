import { FormattedMessage } from 'react-intl';
import { useT } from '@shared/i18n/useT';
import { usePageTitle } from '@shared/routing/documentTitle';
import { paths } from '@shared/routing/paths';
import { Illustration } from '@shared/layout/Illustration';
import { AppLink } from '@shared/navigation/AppLink';
import '@shared/errors/ApologyPage.css';

/** Any unknown path: sorry, the page no longer exists, with a link home. */
export default function NotFoundScreen() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <section className="apology" aria-labelledby="not-found-title">
      <Illustration kind="notFound" />
      <h1 id="not-found-title">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <div className="apology__actions">
        <AppLink to={paths.landing} className="button button--primary">
          <FormattedMessage id="notFound.home" />
        </AppLink>
      </div>
    </section>
  );
}
