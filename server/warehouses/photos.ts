import { asc, eq, inArray } from 'drizzle-orm';
import type { WarehousePhotoKind } from '@contract/admin/warehouseValues';
import type { Language } from '@contract/primitives';
import type { WarehousePhoto } from '@contract/warehouse';
import type { Db } from '../db/client';
import { warehousePhoto, warehousePhotoImage } from '../db/schema';
import { photoFileUrl } from './console/photoFiles';

type PhotoKind = WarehousePhotoKind;

/** What each kind of photo shows, as an alt text naming the warehouse, in every language. */
const altTexts: Record<Language, Record<PhotoKind, (name: string) => string>> = {
  EN: {
    exterior: (n) => `The ${n} building from the street`,
    entrance: (n) => `Entrance of ${n} with the keypad`,
    corridor: (n) => `Corridor between the boxes at ${n}`,
    boxes: (n) => `Open storage boxes of several sizes at ${n}`,
    loading: (n) => `Loading area with trolleys at ${n}`,
  },
  SK: {
    exterior: (n) => `Budova skladu ${n} z ulice`,
    entrance: (n) => `Vstup do skladu ${n} s klávesnicou`,
    corridor: (n) => `Chodba medzi boxmi v sklade ${n}`,
    boxes: (n) => `Otvorené skladové boxy rôznych veľkostí v sklade ${n}`,
    loading: (n) => `Vykladacia plocha s vozíkmi v sklade ${n}`,
  },
  CS: {
    exterior: (n) => `Budova skladu ${n} z ulice`,
    entrance: (n) => `Vstup do skladu ${n} s klávesnicí`,
    corridor: (n) => `Chodba mezi boxy ve skladu ${n}`,
    boxes: (n) => `Otevřené skladovací boxy různých velikostí ve skladu ${n}`,
    loading: (n) => `Vykládací plocha s vozíky ve skladu ${n}`,
  },
  UK: {
    exterior: (n) => `Будівля складу ${n} з вулиці`,
    entrance: (n) => `Вхід до складу ${n} з кодовою панеллю`,
    corridor: (n) => `Коридор між боксами на складі ${n}`,
    boxes: (n) => `Відчинені бокси різних розмірів на складі ${n}`,
    loading: (n) => `Зона розвантаження з візками на складі ${n}`,
  },
  PL: {
    exterior: (n) => `Budynek magazynu ${n} od strony ulicy`,
    entrance: (n) => `Wejście do magazynu ${n} z klawiaturą`,
    corridor: (n) => `Korytarz między boksami w magazynie ${n}`,
    boxes: (n) => `Otwarte boksy magazynowe różnej wielkości w magazynie ${n}`,
    loading: (n) => `Strefa rozładunku z wózkami w magazynie ${n}`,
  },
  HU: {
    exterior: (n) => `${n}: a raktárépület az utca felől`,
    entrance: (n) => `${n}: bejárat kódbillentyűzettel`,
    corridor: (n) => `${n}: folyosó a boxok között`,
    boxes: (n) => `${n}: különböző méretű, nyitott tárolóboxok`,
    loading: (n) => `${n}: rakodóterület kézikocsikkal`,
  },
  RO: {
    exterior: (n) => `Clădirea depozitului ${n} văzută din stradă`,
    entrance: (n) => `Intrarea în depozitul ${n}, cu tastatura de acces`,
    corridor: (n) => `Coridor între boxe în depozitul ${n}`,
    boxes: (n) => `Boxe de depozitare deschise, de diferite mărimi, în depozitul ${n}`,
    loading: (n) => `Zona de descărcare cu cărucioare în depozitul ${n}`,
  },
};

/** The photos of a warehouse in gallery order, each with its alt text in `language`. */
export async function photosOf(
  db: Db,
  warehouseId: number,
  name: string,
  language: Language,
): Promise<WarehousePhoto[]> {
  const rows = await db
    .select()
    .from(warehousePhoto)
    .where(eq(warehousePhoto.warehouseId, warehouseId))
    .orderBy(asc(warehousePhoto.position));
  const sizes = rows.length
    ? await db
        .select({
          photoId: warehousePhotoImage.photoId,
          width: warehousePhotoImage.width,
          hash: warehousePhotoImage.hash,
        })
        .from(warehousePhotoImage)
        .where(
          inArray(
            warehousePhotoImage.photoId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(warehousePhotoImage.width))
    : [];
  return rows.map((row) => {
    const own = sizes.filter((size) => size.photoId === row.id);
    return {
      url: row.path,
      alt: altTexts[language][row.kind as PhotoKind](name),
      width: row.width,
      height: row.height,
      ...(own.length ? { srcSet: own.map((size) => `${photoFileUrl(row.id, size)} ${size.width}w`).join(', ') } : {}),
    };
  });
}
