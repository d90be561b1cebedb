import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useT } from '../i18n/useT';
import { AppLink } from '../navigation/AppLink';
import { useDocumentTitle } from '../routing/documentTitle';
import './ScreenFrame.css';

export interface FrameLink {
  to: string;
  messageId: string;
  primary?: boolean;
}

/**
 * The frame of a screen: title, a short explanation, the screen's own content (a form, a list, a
 * result) and where to go next.
 */
export function ScreenFrame({
  titleId,
  introId,
  links = [],
  documentTitle,
  children,
}: {
  titleId: string;
  introId: string;
  links?: FrameLink[];
  /** The document title when the heading alone does not tell the page apart (the order's steps). */
  documentTitle?: string;
  children?: ReactNode;
}) {
  const t = useT();
  // Each page has its own document title: by default its heading and the product's name.
  useDocumentTitle(documentTitle ?? t('title.page', { page: t(titleId) }));
  return (
    <div className="container page screen-frame">
      <h1 className="page__title">
        <FormattedMessage id={titleId} />
      </h1>
      <p className="page__lead">
        <FormattedMessage id={introId} />
      </p>
      {children}
      {links.length > 0 && (
        <ul className="screen-frame__links">
          {links.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} className={link.primary ? 'button button--primary' : 'button button--secondary'}>
                <FormattedMessage id={link.messageId} />
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
