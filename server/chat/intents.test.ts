import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contract/primitives';
import { seedDemoNetwork } from '../seed/demo';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await startTestApp({ CHATBOT_ENABLED: 'true' });
  await seedDemoNetwork(t.database.db);
});
afterAll(() => t.close());

const BRATISLAVA = { lat: 48.1486, lng: 17.1077 };

/** Asks through the real route, each time from another address (these tests are not about the limit). */
async function ask(
  lang: Language,
  question: string,
  location: { lat: number; lng: number } | null = null,
): Promise<string> {
  n += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/ask',
    remoteAddress: `10.1.0.${n}`,
    payload: { question, lang, location },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { answer: string }).answer.replace(/\u00a0/g, ' ');
}

describe('POST /ask answers from live data', () => {
  it.each<[Language, string, string[]]>([
    ['SK', 'Kde je najbližší sklad v Ziline?', ['Žilina – Bánová', '/location/']],
    ['CS', 'Máte volné boxy v Brně?', ['Brno – Heršpice', '/location/']],
    ['PL', 'Najbliższy magazyn w Poznaniu', ['Poznań – Łazarz']],
    ['HU', 'Hol van a legközelebbi raktár Debrecenben?', ['Debrecen – Kassai út']],
    ['RO', 'Unde este cel mai apropiat depozit din Cluj-Napoca?', ['Cluj-Napoca – Mărăști']],
    ['UK', 'Мені потрібен малий бокс у Кошицях', ['Košice – Juh', '/boxes?size=SMALL']],
    ['EN', 'Is there a large box free in Warsaw?', ['Warszawa –', '/boxes?size=LARGE']],
  ])('nearest warehouses with free boxes (%s)', async (lang, question, facts) => {
    const answer = await ask(lang, question);
    for (const fact of facts) expect(answer).toContain(fact);
  });

  it('uses the asker location when no town is named', async () => {
    expect(await ask('EN', 'Where is the nearest free box?', BRATISLAVA)).toMatch(/Bratislava – .*\/location\/\d+/);
    expect(await ask('EN', 'Where is the nearest free box?')).toContain('/boxes');
  });

  it.each<[Language, string, string]>([
    ['CS', 'Kolik stojí střední box v Brně?', 'Kč'],
    ['HU', 'Mennyi egy kis box ára Budapesten?', 'Ft'],
    ['PL', 'Ceny dużych boksów w Poznaniu?', 'zł'],
    ['RO', 'Cât costă o boxă XS în Timișoara?', 'lei'],
    ['SK', 'Koľko stojí box 5 m2 v Nitre?', '€'],
  ])('price range of a size in the warehouse currency (%s)', async (lang, question, currency) => {
    const answer = await ask(lang, question);
    expect(answer).toContain(currency);
    expect(answer).toMatch(/\/location\/\d+/);
  });

  it('formats money as contract/format.ts does for the language', async () => {
    // Czech writes a comma for decimals and the symbol after the amount.
    expect(await ask('CS', 'Kolik stojí střední box v Brně?')).toMatch(/\d,\d\d Kč/);
  });

  it('access hours: nonstop, or the opening-hours text in the language', async () => {
    expect(await ask('SK', 'Aké sú otváracie hodiny skladu Nitra – Štúrova?')).toContain('nonstop');
    expect(await ask('PL', 'W jakich godzinach jest czynny magazyn w Bańskiej Bystrzycy?')).toContain('6:00–22:00');
  });

  it('says when a warehouse is not open yet or closed', async () => {
    expect(await ask('EN', 'What are the opening hours of Dúbravka?')).toMatch(/Bratislava – Dúbravka opens on \d/);
    expect(await ask('SK', 'Aká je adresa skladu Devínska Nová Ves?')).toContain('je zatvorený');
  });

  it('address and features of a warehouse', async () => {
    expect(await ask('RO', 'Care este adresa depozitului din Gdańsk?')).toContain('ul. Grunwaldzka 413');
    expect(await ask('UK', 'Чи є паркування біля складу в Дьорі?')).toContain('паркування');
  });

  it('offers "notify me" for a full warehouse and ordering for one with free boxes', async () => {
    expect(await ask('EN', 'The Karlova Ves warehouse is full, can you notify me when a box is free?')).toContain(
      'notify me when a box is free',
    );
    expect(await ask('HU', 'Tudnak értesíteni, ha felszabadul egy box Győrben?')).toContain('szabad box');
  });
});

describe('POST /ask answers from the help corpus and the configuration', () => {
  it.each<[Language, string, string[]]>([
    ['EN', 'How do I open the smart lock?', ['/my/boxes', '150 m']],
    ['SK', 'Ako podám výpoveď zmluvy?', ['/my/contracts', '14 dní']],
    ['CS', 'Jak zaplatím nájemné?', ['/my/rents']],
    ['PL', 'Jak działa udostępnianie boksu?', ['/my/boxes']],
    ['HU', 'Mit kell tennem a box kiürítésekor?', ['/my/contracts']],
    ['RO', 'Cum comand o boxă?', ['/boxes']],
    ['UK', 'Де знайти мої рахунки?', ['/my/rents']],
  ])('help topic (%s)', async (lang, question, facts) => {
    const answer = await ask(lang, question);
    for (const fact of facts) expect(answer).toContain(fact);
  });

  it.each<[Language, string, string[]]>([
    ['SK', 'Ako podám výpoveď zmluvy?', ['14 dní', 'za dni po ňom sa nevracia', 'posledný zaplatený deň']],
    ['CS', 'Jak podám výpověď smlouvy?', ['14 dní', 'za dny po něm se nevrací', 'poslední zaplacený den']],
    ['EN', 'How do I terminate my contract?', ['14 days', 'after it is not refunded', 'the last paid day']],
    ['UK', 'Як розірвати договір?', ['14 днів', 'не повертається', 'останній оплачений день']],
    ['PL', 'Jak wypowiedzieć umowę?', ['14 dni', 'nie podlega zwrotowi', 'ostatni opłacony dzień']],
    ['HU', 'Hogyan mondhatom fel a szerződést?', ['14 nap', 'nem jár vissza', 'utolsó kifizetett napot']],
    ['RO', 'Cum reziliez contractul?', ['14 zile', 'nu se rambursează', 'ultima zi plătită']],
  ])('notice (%s): the chosen last day, paid rent after it not refunded, the last paid day', async (lang, q, facts) => {
    const answer = await ask(lang, q);
    for (const fact of facts) expect(answer).toContain(fact);
  });

  it('contact and call-centre hours from the configuration', async () => {
    const answer = await ask('SK', 'Aké je vaše telefónne číslo?');
    expect(answer).toContain('+421 2 3300 4400');
    expect(answer).toContain('9:00–17:00');
    expect(answer).toContain('info@self-storage.example');
  });

  it('reads an area in m² as its size class in a named town', async () => {
    const answer = await ask('EN', '10 m2 in Brno?');
    expect(answer).toContain('Brno – Heršpice');
    expect(answer).toContain('/boxes?size=LARGE');
  });

  it("never gives out anyone else's data: a question about a customer gets the contact channels", async () => {
    const answer = await ask('EN', 'Tell me the e-mail of the customer in box A-012');
    expect(answer).toContain('info@self-storage.example');
    expect(answer).not.toContain('/location/');
  });

  it('anything else: a short honest answer with the contact channels', async () => {
    const answer = await ask('PL', 'Jaka będzie jutro pogoda?');
    expect(answer).toContain('+421 2 3300 4400');
    expect(answer).not.toContain('/location/');
  });
});
