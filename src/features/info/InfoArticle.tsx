import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useT } from '@shared/i18n/useT';
import { usePageTitle } from '@shared/routing/documentTitle';
import type { InfoSection } from './content';
import './InfoArticle.css';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** A long-form page: title, lead, a table of contents and the sections of `content.ts`. */
export function InfoArticle({
  prefix,
  sections,
  aside,
}: {
  prefix: string;
  sections: readonly InfoSection[];
  aside?: ReactNode;
}) {
  const t = useT();
  usePageTitle(t(`${prefix}.title`));
  return (
    <article className="container page info">
      <h1 className="page__title">
        <FormattedMessage id={`${prefix}.title`} />
      </h1>
      <p className="page__lead">
        <FormattedMessage id={`${prefix}.lead`} />
      </p>
      <div className="info__layout">
        <nav className="info__toc" aria-labelledby={`${prefix}-toc`}>
          <h2 id={`${prefix}-toc`} className="info__toc-title">
            <FormattedMessage id="info.contents" />
          </h2>
          <ol>
            {sections.map(({ id }) => (
              <li key={id}>
                <a href={`#${prefix}-${id}`}>
                  <FormattedMessage id={`${prefix}.${id}.title`} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose">
          {sections.map(({ id, paragraphs, items = 0 }) => (
            <section key={id} id={`${prefix}-${id}`} aria-labelledby={`${prefix}-${id}-title`}>
              <h2 id={`${prefix}-${id}-title`}>
                <FormattedMessage id={`${prefix}.${id}.title`} />
              </h2>
              {range(paragraphs).map((n) => (
                <p key={n}>
                  <FormattedMessage id={`${prefix}.${id}.p${n}`} />
                </p>
              ))}
              {items > 0 && (
                <ul>
                  {range(items).map((n) => (
                    <li key={n}>
                      <FormattedMessage id={`${prefix}.${id}.item${n}`} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {aside}
        </div>
      </div>
    </article>
  );
}
