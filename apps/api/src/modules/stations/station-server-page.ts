import type { StationDetail } from '@fuellinq/domain';
import { endpointPath } from '@fuellinq/domain/api/endpoint';
import { stationEndpoints } from '@fuellinq/domain/stations/station.endpoints';
import type { PageData } from '@fuellinq/domain/common/page-data';
import { documentTitle } from '@fuellinq/domain/common/public-pages';

const STATION_PAGE = /^\/station\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * A station page (/station/{id}) is rendered by the server from the station's own answer, so its name,
 * address and prices are on screen before the page's script has arrived (the page's largest paint), and its
 * document title is the station's name for a crawler too.
 */
export function stationServerPage(
  path: string,
): { answers: string[]; titleOf: (answers: PageData['answers']) => string } | undefined {
  const id = STATION_PAGE.exec(path)?.[1];
  if (!id) return undefined;
  const detail = endpointPath(stationEndpoints.detail, { id });
  return {
    answers: [detail],
    titleOf: (answers) => documentTitle((answers[detail] as StationDetail | undefined)?.title),
  };
}
