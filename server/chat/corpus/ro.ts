import type { Corpus } from './types';

export const ro: Corpus = {
  order: {
    title: 'Cum comandați o boxă',
    keys: ['comand*', 'închiri*', 'inchiri*', 'rezerv*', 'cum obțin'],
    text: 'Găsiți depozitul pe /boxes (după oraș sau pe hartă), deschideți-l (/location/…), alegeți o boxă liberă și data de început și plătiți prima chirie cu cardul. Dacă nu aveți cont, acesta se creează odată cu comanda. După plată se încheie contractul, iar boxa apare în /my/boxes.',
  },
  pay: {
    title: 'Plata chiriei',
    keys: ['plăt*', 'plat*', 'achit*', 'card*', 'debit*', 'neplătit*', 'restan*', 'recurent*'],
    text: 'Prima chirie o plătiți cu cardul la comandă; următoarele se debitează automat de pe același card la începutul fiecărei perioade. O chirie neplătită o puteți achita cu cardul pe /my/rents. Dacă chiria rămâne neplătită {blockDays} zile, încuietoarea boxei nu se mai deschide până la plată.',
  },
  lock: {
    title: 'Deschiderea încuietorii inteligente',
    keys: [
      'încuietoar*',
      'incuietoar*',
      'deschid boxa',
      'deschide boxa',
      'deschid*',
      'descui*',
      'pin',
      'cod de acces',
      'cheie*',
      'cheia',
    ],
    text: 'Încuietoarea inteligentă se deschide din browser: autentificați-vă, mergeți la /my/boxes și apăsați Deschide când sunteți la depozit (în limita a {geofence} m; browserul vă cere locația). Intrarea în depozit se deschide la fel, iar în /my/boxes găsiți și codul PIN.',
  },
  share: {
    title: 'Partajarea boxei',
    keys: ['partaj*', 'altcineva', 'famili*', 'prieten*', 'soț*', 'partener*', 'mutar*', 'altă persoan*'],
    text: 'În /my/boxes puteți partaja boxa cu un alt utilizator înregistrat, introducând adresa lui de e-mail. Acesta poate deschide încuietorile și vedea codul PIN, dar niciodată plățile sau contractul dumneavoastră. Partajarea poate fi oprită oricând; pentru o vizită unică (firma de mutări) puteți trimite un link de acces limitat în timp.',
  },
  notice: {
    title: 'Rezilierea contractului',
    keys: ['rezili*', 'anul*', 'înceta*', 'încheia contractul', 'renunț*', 'termina*', 'preaviz*'],
    text: 'Rezilierea se face în aplicație: deschideți contractul în /my/contracts și alegeți ultima zi; cel mai devreme este peste {noticeDays} zile de azi. Contractul se încheie în ziua aleasă. Chiria plătită deja pentru zilele de după aceasta nu se rambursează; formularul arată ultima zi plătită, iar dacă o alegeți pe aceasta, folosiți toată chiria plătită. Înainte de final, goliți și curățați boxa.',
  },
  eviction: {
    title: 'Golirea boxei (evacuare)',
    keys: ['evacu*', 'gol*', 'curăț*', 'eliber* boxa'],
    text: 'Înainte de încheierea contractului boxa trebuie golită și curățată. Confirmați acest lucru la contract în /my/contracts (pasul de evacuare); după confirmare, contractul se poate încheia chiar a doua zi. Dacă chiria rămâne neplătită, accesul se blochează după {blockDays} zile și putem goli boxa noi înșine.',
  },
  insurance: {
    title: 'Asigurare',
    keys: ['asigur*', 'daun*', 'furt*', 'fura*', 'acoperir*'],
    text: 'Asigurarea de bază a bunurilor depozitate este inclusă în chirie. Unele depozite oferă asigurare suplimentară contra unei taxe lunare; o alegeți la comandă, iar prețul apare pe pagina boxei.',
  },
  sizes: {
    title: 'Dimensiunile boxelor',
    keys: ['ce mărime', 'ce dimensiune', 'cât de mare', 'mărim*', 'dimensiun*', 'încape', 'încap'],
    text: 'Boxele au patru mărimi: XS până la 1 m², mici 1–3 m², medii 3–6 m² și mari peste 6 m². Într-o boxă mică încape conținutul unei pivnițe, într-una mare mobila unui apartament. Pe /boxes puteți filtra după mărime; fiecare boxă are lățimea, lungimea și înălțimea afișate.',
  },
  notify: {
    title: 'Notificare pentru o boxă liberă',
    keys: [
      'notific*',
      'anunța*',
      'anuntat*',
      'ocupat*',
      'plin',
      'plină',
      'se eliberează',
      'elibera*',
      'listă de așteptare',
    ],
    text: 'Când un depozit este plin, pe pagina lui (/location/…) găsiți „Anunțați-mă când se eliberează o boxă”: lăsați adresa de e-mail (și mărimea dorită) și vă scriem o dată, când se eliberează o boxă.',
  },
  voucher: {
    title: 'Coduri de reducere',
    keys: ['reducer*', 'cupon*', 'promoț*', 'recomand*', 'prima lună gratuit*'],
    text: 'Codul de reducere se introduce în rezumatul comenzii, înainte de plată. Unele depozite oferă prima lună gratuită. Cu linkul de recomandare (din profil) primiți o recompensă când cineva invitat de dumneavoastră comandă o boxă.',
  },
  invoices: {
    title: 'Facturi',
    keys: ['factur*', 'chitanț*', 'bon*', 'tva'],
    text: 'Pentru fiecare chirie plătită emitem o factură (prețurile includ TVA). Facturile și chiriile le găsiți pe /my/rents, iar contractul și PDF-ul lui pe /my/contracts.',
  },
  account: {
    title: 'Cont și parolă',
    keys: ['cont', 'contul', 'parol*', 'autentific*', 'conect*', 'înregistr*', 'profil*'],
    text: 'Vă autentificați pe /login; dacă ați uitat parola, folosiți acolo „Ați uitat parola?”. Datele dumneavoastră sunt în /my/profile. Contul se creează și la prima comandă.',
  },
};
