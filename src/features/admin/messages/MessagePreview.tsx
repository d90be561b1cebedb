import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageLanguageFor, type MessageTexts } from '@contract/admin/messageValues';
import type { OperatingCountryCode } from '@contract/operatingCountries';
import { languages } from '@contract/primitiveValues';
import { SelectField } from '@shared/form/Fields';
import { useT } from '@shared/i18n/useT';
import { languageName, type MessageLanguage } from './messageValues';
import '@shared/layout/Modal.css';
import '@shared/session/SessionDialog.css';

/**
 * The message as a customer of the chosen language sees it after signing in: the text the server
 * would pick for them (the same rule), in the modal's look, or a note that they are not shown it.
 * The modal's title and badge are in the customer's language there; here in the console's.
 */
export function MessagePreview({
  texts,
  important,
  fallback,
  country,
}: {
  texts: MessageTexts;
  important: boolean;
  fallback: boolean;
  country: OperatingCountryCode | null;
}) {
  const t = useT();
  const { locale } = useIntl();
  const [reader, setReader] = useState<MessageLanguage>('EN');
  const language = messageLanguageFor(texts, reader, fallback, country);
  return (
    <section aria-labelledby="message-preview-title" className="console__panel">
      <h3 id="message-preview-title">
        <FormattedMessage id="admin.messages.preview.title" />
      </h3>
      <SelectField
        name="previewLanguage"
        value={reader}
        onChange={(value) => setReader(value as MessageLanguage)}
        label={t('admin.messages.preview.reader')}
        options={languages.map((value) => ({ value, label: languageName(value, locale) }))}
      />
      {language === null ? (
        <p className="notice">
          <FormattedMessage id="admin.messages.preview.notShown" />
        </p>
      ) : (
        <>
          {language !== reader && (
            <p className="field__hint">
              <FormattedMessage
                id="admin.messages.preview.fallback"
                values={{ language: languageName(language, locale) }}
              />
            </p>
          )}
          <article className="modal__dialog" aria-labelledby="message-preview-modal">
            <h4 id="message-preview-modal" className="modal__title">
              <FormattedMessage id="admin.messages.preview.modalTitle" />
            </h4>
            <ul className="info-messages">
              <li
                className={important ? 'info-messages__item info-messages__item--important' : 'info-messages__item'}
                lang={language.toLowerCase()}
              >
                {important && (
                  <strong className="info-messages__badge">
                    <FormattedMessage id="admin.messages.important" />
                  </strong>
                )}
                <p>{texts[language]}</p>
              </li>
            </ul>
          </article>
        </>
      )}
    </section>
  );
}
