import { normalizePostcode } from '@fuellinq/domain';

/** Names the city as the search knows it too: "'s-Gravenhage" is also found as "Den Haag". */
const CITY_ALIASES: Record<string, string> = {
  "'s-gravenhage": 'den haag',
  "'s-hertogenbosch": 'den bosch',
};

/**
 * What the text search matches (issue #3: title, brand, city, postcode; and the street), lower-cased in one column:
 * the postcode with and without its space, and the everyday name of a city with an official one.
 */
export function stationSearchText(station: {
  title: string;
  brand: string | null;
  city: string | null;
  postcode: string | null;
  street?: string | null;
}): string {
  const city = station.city?.toLowerCase() ?? '';
  const postcode = station.postcode ? normalizePostcode(station.postcode) : '';
  return [
    station.title,
    station.brand,
    station.street,
    city,
    CITY_ALIASES[city],
    postcode,
    postcode.length === 6 ? `${postcode.slice(0, 4)} ${postcode.slice(4)}` : '',
  ]
    .filter(Boolean)
    .join(' | ')
    .toLowerCase();
}
