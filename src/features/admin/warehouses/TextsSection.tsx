import { FormattedMessage, useIntl } from 'react-intl';
import { warehouseTextNames } from '@contract/admin/warehouseValues';
import { languages } from '@contract/primitiveValues';
import { TextAreaField } from '@shared/form/TextAreaField';
import { useT } from '@shared/i18n/useT';
import type { Draft } from './draft';
import type { DraftForm } from './useDraftForm';

/** A language's own name in the page's language (SK → "Slovak"), from the browser's data. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code.toLowerCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * The description, opening hours and address note in each of the seven languages. A language
 * without a description is marked, in its heading (read out with its fields): customers reading it
 * get another language's text instead.
 */
export function TextsSection({ f }: { f: DraftForm<Draft> }) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <fieldset>
      <legend>
        <FormattedMessage id="admin.warehouse.texts" />
      </legend>
      <p className="form__note">
        <FormattedMessage id="admin.warehouse.textsIntro" />
      </p>
      {languages.map((language) => {
        const missing = !f.draft.texts[language].description.trim();
        return (
          <fieldset key={language} className="warehouse-editor__language">
            <legend>
              {languageName(language, locale)}
              {missing && ' – '}
              {missing && (
                <span className="warehouse-editor__missing">
                  <FormattedMessage id="admin.warehouse.textMissing" />
                </span>
              )}
            </legend>
            {warehouseTextNames.map((name) => (
              <TextAreaField
                key={name}
                {...f.text(`texts.${language}.${name}`)}
                rows={name === 'description' ? 4 : 2}
                label={t(`admin.warehouse.text.${name}`)}
              />
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
