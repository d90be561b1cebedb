import type { LocaleTag } from '@contract/appConfig';
import cs from './flags/cs.svg?no-inline';
import en from './flags/en.svg?no-inline';
import hu from './flags/hu.svg?no-inline';
import pl from './flags/pl.svg?no-inline';
import ro from './flags/ro.svg?no-inline';
import sk from './flags/sk.svg?no-inline';
import uk from './flags/uk.svg?no-inline';

/**
 * Small flags for the language selector (decorative: the language name is always written next to
 * them). English uses a simplified Union Jack; Slovak keeps the coat of arms so it cannot be
 * mistaken for another white-blue-red tricolour. They are image files, not markup in the shell's
 * code: the page shows one, and the other six only when the language list opens.
 */
const flags: Record<LocaleTag, string> = { sk, cs, en, uk, pl, hu, ro };

export function Flag({ lang }: { lang: LocaleTag }) {
  return <img className="flag" src={flags[lang]} width="24" height="16" alt="" />;
}
