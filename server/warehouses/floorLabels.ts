import type { Language } from '@contract/primitives';

/**
 * A floor's name as the app's floor plan words it in each language (the same texts as its
 * `floorPlan.floor` message): the ground floor has its own name, the others their number.
 */
const floorNames: Record<Language, { ground: string; numbered: (floor: number) => string }> = {
  SK: { ground: 'Prízemie', numbered: (n) => `${n}. poschodie` },
  CS: { ground: 'Přízemí', numbered: (n) => `Patro ${n}` },
  EN: { ground: 'Ground floor', numbered: (n) => `Floor ${n}` },
  UK: { ground: 'Наземний поверх', numbered: (n) => `Поверх ${n}` },
  PL: { ground: 'Parter', numbered: (n) => `Piętro ${n}` },
  HU: { ground: 'Földszint', numbered: (n) => `${n}. emelet` },
  RO: { ground: 'Parter', numbered: (n) => `Etajul ${n}` },
};

export const floorLabelOf = (floor: number, language: Language): string =>
  floor === 0 ? floorNames[language].ground : floorNames[language].numbered(floor);
