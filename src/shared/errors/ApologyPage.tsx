import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Illustration as Drawing } from '../layout/Illustration';
import './ApologyPage.css';

// The drawing is decoration and most visits never see this page: it is downloaded when shown, and
// left out when it cannot be (the error may be the network), never failing the apology itself.
const Illustration = lazy<ComponentType<ComponentProps<typeof Drawing>>>(() =>
  import('../layout/Illustration').then(
    (module) => ({ default: module.Illustration }),
    () => ({ default: () => null }),
  ),
);

/**
 * Shown instead of the page after an unhandled error (catalogue `weApologize`). Plain anchors and
 * a reload button: after a crash the router may be the broken part.
 */
export function ApologyPage() {
  return (
    <section className="apology" aria-labelledby="apology-title">
      <Suspense fallback={<span className="apology__art" aria-hidden="true" />}>
        <Illustration kind="apology" />
      </Suspense>
      <h1 id="apology-title">
        <FormattedMessage id="errors.weApologize" />
      </h1>
      <p>
        <FormattedMessage id="apology.text" />
      </p>
      <div className="apology__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="apology.reload" />
        </button>
        <a className="button button--secondary" href="/">
          <FormattedMessage id="notFound.home" />
        </a>
      </div>
    </section>
  );
}

/** Last resort when not even the messages could load: English only, no dependencies. */
export function StaticApology() {
  return (
    <main className="apology">
      <h1>Sorry, seems we are having some issues.</h1>
      <p>
        <a href="/">Reload the homepage</a>
      </p>
    </main>
  );
}
