import { OSM_ATTRIBUTION, roundKm } from '@fuellinq/domain';
import { toOfferSummary, toPublicStation } from './station-dto.ts';
import type { OfferRow, StationRow } from './stations.repository.ts';

// A list answer (the feed, the favourites) is joined per request from pieces serialised once: each station's
// JSON around its distance, and each offer's JSON. Joined as UTF-8 bytes, the answer is neither measured nor
// encoded again on its way to the socket (decision 021).

/** A station's feed JSON as UTF-8, in two pieces around its distance. */
export interface StationJson {
  /** Its JSON up to `"distance_km":`. */
  head: Buffer;
  /** Its JSON after the distance, up to and including `"offers":[`. */
  tail: Buffer;
}

const DISTANCE = '"distance_km":null';
const OFFERS_END = ']}';
const COMMA = Buffer.from(',');
const STATION_END = Buffer.from(OFFERS_END);
const LIST_END = Buffer.from(`],"attribution":${JSON.stringify(OSM_ATTRIBUTION)}}`);

/** A station's feed JSON, made once when the station changes. */
export function serialiseStation(row: Omit<StationRow, 'distanceKm'>): StationJson {
  const json = JSON.stringify(toPublicStation({ ...row, distanceKm: null }, []));
  const at = json.indexOf(DISTANCE);
  if (at < 0 || !json.endsWith(`"offers":[${OFFERS_END}`)) throw new Error('unexpected station JSON layout');
  return {
    head: Buffer.from(json.slice(0, at + DISTANCE.length - 'null'.length)),
    tail: Buffer.from(json.slice(at + DISTANCE.length, json.length - OFFERS_END.length)),
  };
}

/** An offer's JSON in the feed, made once when the offers change. */
export function serialiseOffer(row: OfferRow): Buffer {
  return Buffer.from(JSON.stringify(toOfferSummary(row)));
}

export interface ListEntry {
  json: StationJson;
  /** Its distance from the position asked, or null without one. */
  km: number | null;
  /** The offers it shows, each as its JSON. */
  offers: readonly { json: Buffer }[];
}

/** A list answer, `{"<field>":[…],"attribution":…}`, as UTF-8. */
export function listJson(field: string, entries: readonly ListEntry[]): Buffer {
  const pieces: (Buffer | string)[] = [`{"${field}":[`];
  entries.forEach(({ json, km, offers }, i) => {
    if (i > 0) pieces.push(COMMA);
    pieces.push(json.head, km === null ? 'null' : String(roundKm(km)), json.tail);
    offers.forEach((offer, n) => {
      if (n > 0) pieces.push(COMMA);
      pieces.push(offer.json);
    });
    pieces.push(STATION_END);
  });
  pieces.push(LIST_END);
  return join(pieces);
}

/** The pieces one after the other in one buffer. A string piece is ASCII (a field name, a number). */
function join(pieces: readonly (Buffer | string)[]): Buffer {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  const out = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const piece of pieces)
    offset += typeof piece === 'string' ? out.write(piece, offset, 'latin1') : piece.copy(out, offset);
  return out;
}
