import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@contract/primitives';
import { sampleAgreement } from '../testing/documentParties';
import { agreementClauses, renderAgreementPdf } from './agreementPdf';
import { pdfText } from './pdfText';

/**
 * The agreement's notice clause says what the notice form and the server do: the rental ends on the
 * day the tenant chooses (at the earliest the notice period after notice), and rent paid for days
 * after it is not refunded. It once said the rental ends with the last paid day, which the form
 * contradicted; those words, per language, must not come back.
 */
const lastPaidDayEnding: Record<Language, string> = {
  SK: 'nájom skončí posledným dňom zaplateného obdobia',
  CS: 'nájem skončí posledním dnem zaplaceného období',
  EN: 'the rental ends on the last day of the paid period',
  UK: 'оренда закінчується останнім днем оплаченого періоду',
  PL: 'najem kończy się ostatniego dnia opłaconego okresu',
  HU: 'a bérlet a kifizetett időszak utolsó napján ér véget',
  RO: 'închirierea se încheie în ultima zi a perioadei plătite',
};

/** Words of the new clause, per language: the notice period and that paid rent after the last day is not refunded. */
const statesTheRule: Record<Language, RegExp[]> = {
  SK: [/najskôr 15 dní po podaní výpovede/, /po tomto poslednom dni sa nevracia/],
  CS: [/nejdříve 15 dní po podání výpovědi/, /po tomto posledním dni se nevrací/],
  EN: [/at the earliest 15 days after the notice/, /after that last day is not refunded/],
  UK: [/не раніше ніж через 15 днів/, /після цього останнього дня, не повертається/],
  PL: [/nie wcześniej jednak niż 15 dni po złożeniu wypowiedzenia/, /po tym ostatnim dniu nie podlega zwrotowi/],
  HU: [/legkorábban 15 nappal a felmondás után/, /utáni napokra már kifizetett bérleti díj nem jár vissza/],
  RO: [/cel mai devreme la 15 zile de la denunțare/, /după această ultimă zi nu se rambursează/],
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe("the agreement's notice clause", () => {
  it.each(languages)('%s: the rental ends on the chosen day, not with the last paid day', (language) => {
    const clauses = agreementClauses(language, 15).join(' ');
    expect(clauses).not.toContain(lastPaidDayEnding[language]);
    expect(clauses).not.toContain('{noticeDays}');
    for (const words of statesTheRule[language]) expect(clauses).toMatch(words);
  });

  it.each(languages)('%s: the PDF prints the clause with the notice period of the agreement', async (language) => {
    const text = oneLine(pdfText(await renderAgreementPdf({ ...sampleAgreement(language), noticeDays: 15 })));
    expect(text).not.toContain(lastPaidDayEnding[language]);
    expect(text).not.toContain('{noticeDays}');
    expect(text).toMatch(statesTheRule[language][0]);
  });
});
