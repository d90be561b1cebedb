import { fold } from './text';

/**
 * Function words of the seven languages, left out of the full-text search: they appear in every
 * passage and would make any question look like a match.
 */
const words = `
a an the and or of to in on at for by with from is are be can could do does did how what when where which who why i me my you your
we our it its this that there if not no yes will would should please have has get want need about any some
a aj ak ako alebo ale je sú som si sa sme by bol bola bolo čo kde kedy ktorý ktorá ktoré na v vo z zo do od pre pri po o s so
to tá ten tie ma mi môj moja moje môžem môžete máte mám vám vás váš vaša nie áno už len aby keď
a i nebo ale jsou jsem jak co kdy který která které ve ze pro při mě můj moje můžu mohu můžete máte mám nemám ano ne
i lub albo ale jest są jak co gdzie kiedy który która które w we z ze na do od dla przy po o mnie mój moja moje mogę można mają mam nie tak czy się
és vagy de van vannak hogy mi mit hol mikor melyik ki a az egy nem igen is meg el be ki le fel én ön önök kell lehet tudok szeretnék milyen lesz hogyan mennyi mennyire miért itt ott ez azt ezt
și sau dar este sunt cum ce unde când care cine la în din cu pe de pentru un o nu da mă mi meu mea pot puteți aveți am vreau
і й та або але є це як що де коли який яка які хто в у на з із до від для при по про мені мій моя моє можу можна маєте маю ні так чи
`;

export const stopwords: ReadonlySet<string> = new Set(words.split(/\s+/).filter(Boolean).map(fold));
