import { FormattedMessage } from 'react-intl';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { AppLink } from '@shared/navigation/AppLink';
import { FeatureIcon, type Feature } from './FeatureIcon';
import { HeroArt } from './HeroArt';
import { landingSizes as sizes } from './sizes';
import './Landing.css';

const features: Feature[] = ['size', 'access', 'security', 'contactless'];
const steps = ['find', 'order', 'move'] as const;

/** The landing page: boxes from 1 m², three sizes, 24/7, protection, contactless. */
export default function LandingScreen() {
  const t = useT();
  useDocumentTitle(t('title.landing'));
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">
              <FormattedMessage id="landing.hero.eyebrow" />
            </p>
            <h1 id="hero-title" className="hero__title">
              <FormattedMessage id="landing.hero.title" />
            </h1>
            <p className="hero__lead">
              <FormattedMessage id="landing.hero.lead" />
            </p>
            <div className="hero__actions">
              <AppLink to={paths.boxes} className="button button--primary button--large">
                <FormattedMessage id="landing.cta.findBox" />
              </AppLink>
              <AppLink to={paths.help} className="button button--secondary button--large">
                <FormattedMessage id="landing.cta.howItWorks" />
              </AppLink>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="container landing__section" aria-labelledby="features-title">
        <h2 id="features-title" className="landing__heading">
          <FormattedMessage id="landing.features.title" />
        </h2>
        <ul className="features">
          {features.map((feature) => (
            <li key={feature} className="feature">
              <FeatureIcon feature={feature} />
              <h3>
                <FormattedMessage id={`landing.feature.${feature}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`landing.feature.${feature}.text`} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing__band" aria-labelledby="sizes-title">
        <div className="container landing__section">
          <h2 id="sizes-title" className="landing__heading">
            <FormattedMessage id="landing.sizes.title" />
          </h2>
          <p className="landing__intro">
            <FormattedMessage id="landing.sizes.intro" />
          </p>
          <ul className="sizes">
            {sizes.map((size, index) => (
              <li key={size.id} className="size">
                <svg viewBox="0 0 60 60" width="60" height="60" aria-hidden="true" focusable="false">
                  <rect
                    x={24 - index * 8}
                    y={36 - index * 12}
                    width={12 + index * 16}
                    height={20 + index * 12}
                    rx="2"
                    fill="#e0a868"
                    stroke="#b57638"
                    strokeWidth="2"
                  />
                </svg>
                <h3>
                  <FormattedMessage id={`landing.size.${size.id}.title`} />
                </h3>
                <p className="size__area">
                  <FormattedMessage id={`landing.size.${size.id}.area`} values={size.values} />
                </p>
                <p>
                  <FormattedMessage id={`landing.size.${size.id}.text`} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container landing__section" aria-labelledby="steps-title">
        <h2 id="steps-title" className="landing__heading">
          <FormattedMessage id="landing.steps.title" />
        </h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step} className="step">
              <h3>
                <FormattedMessage id={`landing.step.${step}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`landing.step.${step}.text`} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing__cta" aria-labelledby="cta-title">
        <div className="container landing__cta-inner">
          <h2 id="cta-title">
            <FormattedMessage id="landing.cta.title" />
          </h2>
          <AppLink to={paths.boxes} className="button button--primary button--large">
            <FormattedMessage id="landing.cta.findBox" />
          </AppLink>
        </div>
      </section>
    </div>
  );
}
